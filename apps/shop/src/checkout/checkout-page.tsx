import type { OrderDetail } from '@juicyin/contract';
import { EmptyState } from '@juicyin/ui/empty-state';
import { BagIcon } from '@juicyin/ui/icons';
import { Link } from '@juicyin/ui/link';
import { ProgressSteps } from '@juicyin/ui/progress-steps';
import { Skeleton } from '@juicyin/ui/skeleton';
import { useState } from 'react';
import { useSession } from '../account/session.ts';
import { QueryError } from '../catalogue/query-error.tsx';
import { useMessages } from '../i18n/messages-provider.tsx';
import { pathTo } from '../paths.ts';
import { PageHead } from '../shell/page-head.tsx';
import { AddressStep } from './address-step.tsx';
import { CheckoutLines } from './checkout-lines.tsx';
import { ConfirmOrder } from './confirm-order.tsx';
import { OrderPlaced } from './order-placed.tsx';
import { PaymentPanel } from './payment-panel.tsx';
import { RedeemPanel } from './redeem-panel.tsx';
import { SignInStep } from './sign-in-step.tsx';
import { useCardForm } from './use-card-form.ts';
import { useCheckout } from './use-checkout.ts';
import { queryFailed } from '../catalogue/query-failed.ts';
import { HydrateWhenNear } from '../server/hydrate-when-near.tsx';
import './checkout-page.css';

function Loading({ label }: { readonly label: string }) {
  return (
    <div aria-busy="true" className="shop-checkout__loading">
      <p role="status">{label}</p>
      <Skeleton shape="rect" blockSize="10rem" />
      <Skeleton shape="rect" blockSize="10rem" />
    </div>
  );
}

/** Step 2, SHIPPING AND PAYMENT: address, bag, points/coupon/wallet, payment, totals and Confirm Order. */
function ShippingAndPayment({ onPlaced }: { readonly onPlaced: (order: OrderDetail) => void }) {
  const t = useMessages();
  const checkout = useCheckout();
  const card = useCardForm();
  const quote = checkout.quote.data;

  if (checkout.bag.status === 'error') return <QueryError onRetry={checkout.bag.retry} />;
  if (checkout.bag.bag?.lines.length === 0) {
    return (
      <EmptyState
        icon={<BagIcon size="lg" />}
        headingLevel={2}
        title={t('checkout.empty.title')}
        description={t('checkout.empty.description')}
        action={
          <Link variant="button" href={pathTo('productsList')}>
            {t('checkout.empty.action')}
          </Link>
        }
      />
    );
  }
  if (queryFailed(checkout.quote) && !quote) {
    return <QueryError onRetry={() => void checkout.quote.refetch()} isRetrying={checkout.quote.isFetching} />;
  }
  return (
    <div className="shop-checkout__grid">
      <div className="shop-checkout__main">
        <AddressStep checkout={checkout} />
        {quote ? (
          // Below the address on a phone: a page the server rendered hydrates these when they come
          // near, are pressed, or the browser is idle, each on its own, not in one long task.
          <>
            <HydrateWhenNear layout="always">
              <CheckoutLines checkout={checkout} quote={quote} />
            </HydrateWhenNear>
            <HydrateWhenNear layout="always">
              <RedeemPanel checkout={checkout} quote={quote} />
            </HydrateWhenNear>
            <HydrateWhenNear layout="always">
              <PaymentPanel checkout={checkout} quote={quote} card={card} />
            </HydrateWhenNear>
          </>
        ) : checkout.addresses.data === undefined ? null : (
          // Not before the addresses are there: the address step grows to the shopper's addresses
          // (or the form for a first one), and would push a placeholder below it down the screen.
          <Loading label={t('checkout.loading')} />
        )}
      </div>
      {/* Busy while a changed choice is re-quoted: the figures shown are the previous quote's. */}
      <aside
        className="shop-checkout__summary"
        aria-label={t('checkout.summary.label')}
        aria-busy={checkout.quote.isFetching || undefined}
      >
        {quote ? <ConfirmOrder checkout={checkout} quote={quote} card={card} onPlaced={onPlaced} /> : null}
      </aside>
    </div>
  );
}

/**
 * `checkout`, 'Secure Checkout': the progress SIGN IN → SHIPPING AND PAYMENT → ORDER COMPLETE.
 * A visitor signs in or registers in the page (keeping the bag); a shopper chooses and pays; the
 * placed order opens "You're all set".
 */
export function CheckoutPage() {
  const t = useMessages();
  const session = useSession();
  const [placed, setPlaced] = useState<OrderDetail | null>(null);
  const step = placed ? 2 : session.status === 'signed-in' ? 1 : 0;

  return (
    <div className="shop-checkout">
      <PageHead title={t('checkout.pageTitle')} description={t('checkout.pageDescription')} />
      <h1 className="shop-checkout__title">{t('checkout.title')}</h1>
      <ProgressSteps
        className="shop-checkout__progress"
        current={step}
        steps={[
          { id: 'sign-in', label: t('checkout.step.signIn') },
          { id: 'shipping', label: t('checkout.step.shipping') },
          { id: 'complete', label: t('checkout.step.complete') },
        ]}
        messages={{ label: t('checkout.step.label') }}
      />
      {placed ? (
        <OrderPlaced order={placed} />
      ) : session.status === 'loading' ? (
        <Loading label={t('checkout.loading')} />
      ) : session.status === 'signed-in' ? (
        <ShippingAndPayment onPlaced={setPlaced} />
      ) : session.status === 'error' ? (
        <QueryError onRetry={() => void session.refetch()} />
      ) : (
        <SignInStep />
      )}
    </div>
  );
}
