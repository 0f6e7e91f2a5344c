import type { Quote } from '@juicyin/contract';
import { Price } from '@juicyin/ui/price';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';

/**
 * Lines whose price staff changed since the shopper put them in the bag (the quote's
 * `priceWhenAdded`): each with the price it went in at and the one it is charged now, so that a
 * total that moved is never a surprise. Nothing when no price changed.
 */
export function RepricedLines({ lines }: { readonly lines: Quote['lines'] }) {
  const t = useMessages();
  const language = useLanguage();
  const repriced = lines.flatMap((line) =>
    line.priceWhenAdded === null ? [] : [{ ...line, priceWhenAdded: line.priceWhenAdded }],
  );
  return (
    <div role="status" className="shop-checkout__repriced">
      {repriced.length > 0 && (
        <>
          <p className="shop-checkout__repriced-title">{t('checkout.lines.repriced')}</p>
          <ul className="shop-checkout__repriced-lines">
            {repriced.map((line) => (
              <li key={line.sku}>
                <span className="shop-checkout__repriced-name">{line.name[language]}</span>
                <span>
                  {t('checkout.lines.repricedWas')} <Price size="sm" amount={line.priceWhenAdded} />
                </span>
                <span>
                  {t('checkout.lines.repricedNow')} <Price size="sm" amount={line.unitPrice} />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
