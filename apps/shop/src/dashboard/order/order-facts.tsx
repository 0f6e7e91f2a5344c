import type { StaffOrderDetail } from '@juicyin/contract';
import { Link } from '@juicyin/ui/link';
import { NationalAddress } from '@juicyin/ui/national-address';
import { useMessages } from '../../i18n/messages-provider.tsx';

/** A fact (label and value) in a `<dl>`. */
export function StaffFact({ label, children }: { readonly label: string; readonly children: React.ReactNode }) {
  return (
    <div className="staff-order__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The pin's coordinates on OpenStreetMap (a plain link: no map is loaded on the dashboard). */
export function osmLink(lat: number, lng: number): string {
  const search = new URLSearchParams({ mlat: String(lat), mlon: String(lng) });
  return `https://www.openstreetmap.org/?${search.toString()}#map=17/${String(lat)}/${String(lng)}`;
}

/** How the order was paid: the card's brand and last four, cash on delivery, or the wallet. */
function PaymentText({ payment }: { readonly payment: StaffOrderDetail['payment'] }) {
  const t = useMessages();
  if (payment.method === 'card' && payment.card) {
    return (
      <>{t('dashboard.order.payment.card', { brand: payment.card.brand.toUpperCase(), last4: payment.card.last4 })}</>
    );
  }
  return <>{t(`dashboard.order.payment.${payment.method === 'card' ? 'cardOnly' : payment.method}`)}</>;
}

/** Where the order goes and who to ask: the national address, the pin, e-mail and mobile, and the payment. */
export function OrderDelivery({ order }: { readonly order: StaffOrderDetail }) {
  const t = useMessages();
  const { address, location, contact } = order;
  const mobile = contact.mobile ?? address.mobile;
  return (
    <section className="staff-order__card staff-order__delivery" aria-labelledby="staff-order-delivery">
      <h2 id="staff-order-delivery">{t('dashboard.order.delivery')}</h2>
      <dl className="staff-order__facts">
        <StaffFact label={t('dashboard.order.address')}>
          <NationalAddress
            address={address}
            title={`${address.firstName} ${address.lastName} (${t(`dashboard.order.addressType.${address.type}`)})`}
          />
        </StaffFact>
        <StaffFact label={t('dashboard.order.pin')}>
          {location ? (
            <Link href={osmLink(location.lat, location.lng)} target="_blank" rel="noreferrer">
              {t('dashboard.order.pinMap', { lat: location.lat.toFixed(6), lng: location.lng.toFixed(6) })}
            </Link>
          ) : (
            t('dashboard.order.noPin')
          )}
        </StaffFact>
        <StaffFact label={t('dashboard.order.email')}>
          <Link href={`mailto:${contact.email}`}>
            <span dir="ltr">{contact.email}</span>
          </Link>
        </StaffFact>
        <StaffFact label={t('dashboard.order.mobile')}>
          {mobile ? (
            <Link href={`tel:${mobile}`}>
              <span dir="ltr">{mobile}</span>
            </Link>
          ) : (
            t('dashboard.order.noMobile')
          )}
        </StaffFact>
        <StaffFact label={t('dashboard.order.payment')}>
          <PaymentText payment={order.payment} />
        </StaffFact>
      </dl>
    </section>
  );
}
