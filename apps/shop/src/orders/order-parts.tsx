import type { OrderDetail, OrderStatusValue } from '@juicyin/contract';
import { NationalAddress } from '@juicyin/ui/national-address';
import { formatEventTime } from '@juicyin/ui/shipment-tracker';
import type { ReactNode } from 'react';
import { type SignedInOnlyTexts, SignedInOnly } from '../account/signed-in-only.tsx';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { intlLocales } from '../i18n/messages.ts';
import './orders.css';

/** Dates and times of orders: Riyadh time, Gregorian calendar, Latin digits (the kit's one format). */
export function useOrderTime(): (iso: string) => string {
  const locale = intlLocales[useLanguage()];
  return (iso) => formatEventTime(locale, iso, 'Asia/Riyadh');
}

/** An order's status, as a label that also carries it as `data-status` for styling. */
export function OrderStatus({ status }: { readonly status: OrderStatusValue }) {
  const t = useMessages();
  return (
    <span className="shop-order-status" data-status={status}>
      {t(`orders.status.${status}`)}
    </span>
  );
}

/** The delivery address of an order: the kit's national address, under the name and address type. */
export function OrderAddress({ address }: { readonly address: OrderDetail['address'] }) {
  const t = useMessages();
  return (
    <NationalAddress
      className="shop-order-address"
      address={address}
      title={`${address.firstName} ${address.lastName} (${t(`orders.addressType.${address.type}`)})`}
    />
  );
}

/** How the order was paid: the card's brand and last four, cash on delivery, or the wallet. */
export function PaymentMethod({ payment }: { readonly payment: OrderDetail['payment'] }) {
  const t = useMessages();
  if (payment.method === 'card' && payment.card) {
    return <>{t('orders.payment.card', { brand: payment.card.brand.toUpperCase(), last4: payment.card.last4 })}</>;
  }
  return <>{t(`orders.payment.${payment.method === 'card' ? 'cardOnly' : payment.method}`)}</>;
}

/** A fact of an order (label and value) in a `<dl>`. */
export function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="shop-order-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What the orders screens' guard says: sign in to see your orders. */
export function useOrdersGuardTexts(): SignedInOnlyTexts {
  const t = useMessages();
  return {
    checking: t('orders.guard.checking'),
    title: t('orders.guard.title'),
    description: t('orders.guard.description'),
    signIn: t('orders.guard.signIn'),
  };
}

/** The orders screens' guard: a visitor signs in first and stays on the page they opened. */
export function OrdersSignedIn({ children }: { readonly children: ReactNode }) {
  return <SignedInOnly texts={useOrdersGuardTexts()}>{children}</SignedInOnly>;
}
