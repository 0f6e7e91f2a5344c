import type { Ref } from 'react';
import { useMessages } from '../i18n/messages-provider.tsx';

/**
 * What stops the order, listed after Confirm Order: it takes focus (so it is read out), and each
 * item moves focus to the place to fix it.
 */
export function ErrorSummary({
  ref,
  items,
}: {
  readonly ref: Ref<HTMLDivElement>;
  readonly items: readonly { readonly text: string; readonly target: string }[];
}) {
  const t = useMessages();
  if (items.length === 0) return <div ref={ref} tabIndex={-1} hidden />;
  return (
    <div ref={ref} tabIndex={-1} className="shop-checkout__errors" aria-labelledby="checkout-errors-title">
      <h2 id="checkout-errors-title" className="shop-checkout__subheading">
        {t('checkout.errors.title')}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={`${item.target}:${item.text}`}>
            <a
              href={`#${item.target}`}
              onClick={(event) => {
                event.preventDefault();
                const target = document.getElementById(item.target);
                target?.scrollIntoView({ block: 'center' });
                target?.focus();
              }}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
