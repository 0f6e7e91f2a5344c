import type { MyCoupon } from '@juicyin/contract';
import { Badge } from '@juicyin/ui/badge';
import { Button } from '@juicyin/ui/button';
import { Price } from '@juicyin/ui/price';
import { useState } from 'react';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { useOrderTime } from '../../orders/order-parts.tsx';
import './coupons.css';

type Copy = { readonly code: string; readonly done: boolean } | null;

/** Puts the code on the clipboard (a press is the user gesture the browser asks for). */
async function copyCode(code: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(code);
    return true;
  } catch {
    return false;
  }
}

/** When a coupon may be used, in words: from, until, both, or no end date. */
function useValidity(): (coupon: MyCoupon) => string {
  const t = useMessages();
  const time = useOrderTime();
  return ({ validFrom, validUntil }) => {
    if (validFrom && validUntil)
      return t('account.coupons.between', { from: time(validFrom), until: time(validUntil) });
    if (validUntil) return t('account.coupons.until', { until: time(validUntil) });
    if (validFrom) return t('account.coupons.from', { from: time(validFrom) });
    return t('account.coupons.always');
  };
}

/**
 * The shopper's coupons: each with its code and Copy, what it takes off, the minimum sub total,
 * its validity and uses left (`compact`: code, what it is and Copy only). What Copy did is said in
 * a live region: "Copied", or how to copy by hand when the browser refused.
 */
export function CouponList({
  coupons,
  compact = false,
}: {
  readonly coupons: readonly MyCoupon[];
  readonly compact?: boolean;
}) {
  const t = useMessages();
  const language = useLanguage();
  const validity = useValidity();
  const [copy, setCopy] = useState<Copy>(null);
  const onCopy = async (code: string) => {
    setCopy(null);
    setCopy({ code, done: await copyCode(code) });
  };
  return (
    <div className="shop-coupons">
      <ul className="shop-coupons__items">
        {coupons.map((coupon) => {
          const copied = copy?.code === coupon.code && copy.done;
          return (
            <li key={coupon.code} className="shop-coupon" data-usable={coupon.usable}>
              <div className="shop-coupon__head">
                <code className="shop-coupon__code" dir="ltr">
                  {coupon.code}
                </code>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={copied ? t('account.coupons.copied') : t('account.coupons.copy', { code: coupon.code })}
                  onPress={() => void onCopy(coupon.code)}
                >
                  {copied ? t('account.coupons.copied') : t('account.coupons.copyShort')}
                </Button>
              </div>
              <p className="shop-coupon__description">{coupon.description[language]}</p>
              {coupon.usable ? null : (
                <Badge tone="neutral" className="shop-coupon__badge">
                  {t('account.coupons.notUsable')}
                </Badge>
              )}
              {compact ? null : (
                <dl className="shop-coupon__facts">
                  <div>
                    <dt>{t('account.coupons.value')}</dt>
                    <dd>
                      {coupon.kind === 'percent' ? (
                        t('account.coupons.percentOff', { value: coupon.value })
                      ) : (
                        <Price amount={coupon.value} />
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('account.coupons.minimum')}</dt>
                    <dd>
                      {coupon.minSubTotal > 0 ? <Price amount={coupon.minSubTotal} /> : t('account.coupons.noMinimum')}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('account.coupons.validity')}</dt>
                    <dd>{validity(coupon)}</dd>
                  </div>
                  {coupon.usesLeft === null ? null : (
                    <div>
                      <dt>{t('account.coupons.uses')}</dt>
                      <dd>{t('account.coupons.usesLeft', { count: coupon.usesLeft })}</dd>
                    </div>
                  )}
                  {coupon.tier ? (
                    <div>
                      <dt>{t('account.coupons.for')}</dt>
                      <dd>{t('account.coupons.tier', { tier: t(`account.coupons.tier.${coupon.tier}`) })}</dd>
                    </div>
                  ) : null}
                </dl>
              )}
            </li>
          );
        })}
      </ul>
      <p className="shop-coupons__notice" role={copy && !copy.done ? 'alert' : 'status'}>
        {copy === null
          ? null
          : copy.done
            ? t('account.coupons.copiedCode', { code: copy.code })
            : t('account.coupons.copyFailed')}
      </p>
    </div>
  );
}
