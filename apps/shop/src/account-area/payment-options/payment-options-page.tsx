import { formatMoney, halalas, HALALAS_PER_REDEMPTION_STEP, POINTS_PER_REDEMPTION_STEP } from '@juicyin/domain';
import { CardBrandMarks } from '@juicyin/ui/card-brand-marks';
import { Link } from '@juicyin/ui/link';
import { Skeleton } from '@juicyin/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { intlLocales } from '../../i18n/messages.ts';
import { pathTo } from '../../paths.ts';
import { storeSettingsQuery } from '../../shell/store-settings.ts';
import { AccountPage } from '../account-page.tsx';
import './payment-options-page.css';

/** Cash on delivery as the store has it: its fee when offered, else the store's reason. */
function CashOnDelivery() {
  const t = useMessages();
  const language = useLanguage();
  const { data: settings, isError } = useQuery(storeSettingsQuery(useApiClient()));
  if (settings === undefined) return isError ? <p>{t('account.payment.codOff')}</p> : <Skeleton shape="text" />;
  const cod = settings.cashOnDelivery;
  if (!cod.enabled) return <p>{cod.unavailableReason?.[language] ?? t('account.payment.codOff')}</p>;
  return (
    <p>{t('account.payment.codFee', { fee: formatMoney(halalas(cod.fee), { locale: intlLocales[language] }).text })}</p>
  );
}

function PaymentOptionsBody() {
  const t = useMessages();
  const language = useLanguage();
  const step = formatMoney(halalas(HALALAS_PER_REDEMPTION_STEP), { locale: intlLocales[language] }).text;
  return (
    <>
      <section className="shop-payment-options__note" aria-labelledby="payment-no-cards">
        <h2 id="payment-no-cards">{t('account.payment.noCards')}</h2>
        <p>{t('account.payment.noCardsText')}</p>
      </section>
      <section aria-labelledby="payment-ways">
        <h2 id="payment-ways">{t('account.payment.ways')}</h2>
        <ul className="shop-payment-options__ways">
          <li className="shop-payment-options__way">
            <h3>{t('account.payment.card')}</h3>
            <CardBrandMarks />
            <p>{t('account.payment.cardText')}</p>
          </li>
          <li className="shop-payment-options__way">
            <h3>{t('account.payment.cod')}</h3>
            <CashOnDelivery />
          </li>
          <li className="shop-payment-options__way">
            <h3>{t('account.payment.wallet')}</h3>
            <p>{t('account.payment.walletText')}</p>
            <Link href={pathTo('wallet')}>{t('account.payment.walletLink')}</Link>
          </li>
          <li className="shop-payment-options__way">
            <h3>{t('account.payment.points')}</h3>
            <p>{t('account.payment.pointsText', { step: POINTS_PER_REDEMPTION_STEP, amount: step })}</p>
          </li>
        </ul>
      </section>
      <p className="shop-payment-options__actions">
        <Link href={pathTo('checkout')} variant="button">
          {t('account.payment.toCheckout')}
        </Link>
        <Link href={pathTo('productsList')}>{t('account.payment.toBag')}</Link>
      </p>
    </>
  );
}

/**
 * Payment Options (`payment-options`): cards are entered at checkout and never kept (PRODUCT.md
 * §8), so there is no card to manage; the ways to pay, with cash on delivery as the store has it.
 */
export function PaymentOptionsPage() {
  const t = useMessages();
  return (
    <AccountPage
      title={t('account.payment.pageTitle')}
      description={t('account.payment.pageDescription')}
      heading={t('account.payment.title')}
      className="shop-payment-options"
    >
      <PaymentOptionsBody />
    </AccountPage>
  );
}
