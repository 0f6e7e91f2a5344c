import type { Quote } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { PointsSlider } from '@juicyin/ui/points-slider';
import { TextField } from '@juicyin/ui/text-field';
import { useState } from 'react';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import type { Checkout } from './use-checkout.ts';

/** The coupon: 'Add a coupon', then the server's answer — accepted with its discount, or its specific reason. */
function CouponField({ checkout, quote }: { readonly checkout: Checkout; readonly quote: Quote }) {
  const t = useMessages();
  const language = useLanguage();
  const [code, setCode] = useState(checkout.choices.couponCode ?? '');
  const coupon = checkout.choices.couponCode === null ? null : quote.coupon;
  return (
    <section className="shop-checkout__panel" aria-labelledby="checkout-coupon-title">
      <h3 id="checkout-coupon-title" className="shop-checkout__subheading">
        {t('checkout.coupon.title')}
      </h3>
      <form
        className="shop-checkout__coupon"
        onSubmit={(event) => {
          event.preventDefault();
          const typed = code.trim();
          if (typed !== '') checkout.choose({ couponCode: typed });
        }}
      >
        <TextField
          label={t('checkout.coupon.label')}
          value={code}
          onChange={setCode}
          maxLength={40}
          autoComplete="off"
          isInvalid={coupon?.accepted === false}
          errorMessage={coupon?.accepted === false ? t(`checkout.coupon.reason.${coupon.reason}`) : undefined}
        />
        <Button type="submit" variant="secondary" isDisabled={code.trim() === ''}>
          {t('checkout.coupon.add')}
        </Button>
      </form>
      <div role="status" className="shop-checkout__notice">
        {coupon?.accepted === true ? (
          <>
            {t('checkout.coupon.applied', { code: coupon.code, description: coupon.description[language] })}{' '}
            <Button
              variant="ghost"
              size="sm"
              onPress={() => {
                setCode('');
                checkout.choose({ couponCode: null });
              }}
            >
              {t('checkout.coupon.remove')}
            </Button>
          </>
        ) : null}
      </div>
    </section>
  );
}

/**
 * 'Redeem Juicyin points' (balance, the kit PointsSlider in steps of 50 up to the quote's most,
 * its SAR value, the button applies it), the coupon and 'Wallet Balance' likewise — every limit and
 * value from the server's quote.
 */
export function RedeemPanel({ checkout, quote }: { readonly checkout: Checkout; readonly quote: Quote }) {
  const t = useMessages();
  const { choices } = checkout;
  const { limits, totals } = quote;
  return (
    <section className="shop-checkout__section" aria-labelledby="checkout-redeem-title">
      <h2 id="checkout-redeem-title" className="shop-checkout__heading">
        {t('checkout.redeem.title')}
      </h2>
      <div className="shop-checkout__panels">
        <section className="shop-checkout__panel" aria-labelledby="checkout-points-title">
          <h3 id="checkout-points-title" className="shop-checkout__subheading">
            {t('checkout.points.title')}
          </h3>
          <PointsSlider
            balance={limits.pointsAvailable}
            max={Math.max(limits.maxRedeemablePoints, choices.pointsToRedeem)}
            onRedeem={(points) => {
              checkout.choose({ pointsToRedeem: points });
            }}
          />
          <div role="status" className="shop-checkout__notice">
            {totals.pointsRedeemed > 0 ? (
              <>
                {t('checkout.points.applied', { points: totals.pointsRedeemed })}{' '}
                <Button variant="ghost" size="sm" onPress={() => checkout.choose({ pointsToRedeem: 0 })}>
                  {t('checkout.points.remove')}
                </Button>
              </>
            ) : null}
          </div>
        </section>
        <CouponField checkout={checkout} quote={quote} />
        <section className="shop-checkout__panel" aria-labelledby="checkout-wallet-title">
          <h3 id="checkout-wallet-title" className="shop-checkout__subheading">
            {t('checkout.wallet.title')}
          </h3>
          <PointsSlider
            variant="wallet"
            balance={limits.walletAvailable}
            max={Math.max(limits.maxWalletAmount, choices.walletAmount)}
            onRedeem={(amount) => {
              checkout.choose({ walletAmount: amount });
            }}
          />
          <div role="status" className="shop-checkout__notice">
            {totals.walletApplied > 0 ? (
              <>
                {t('checkout.wallet.applied')}{' '}
                <Button variant="ghost" size="sm" onPress={() => checkout.choose({ walletAmount: 0 })}>
                  {t('checkout.wallet.remove')}
                </Button>
              </>
            ) : null}
          </div>
        </section>
      </div>
    </section>
  );
}
