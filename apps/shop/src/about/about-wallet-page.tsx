import { useMessages } from '../i18n/messages-provider.tsx';
import { PageHead } from '../shell/page-head.tsx';
import './about-pages.css';

/**
 * `about-wallet`: the spec's two questions — what the wallet is, how to use it — answered from the
 * wallet's rules (PRODUCT.md §6). Public: no sign-in.
 */
export function AboutWalletPage() {
  const t = useMessages();
  return (
    <article className="shop-about-page" aria-labelledby="about-wallet-title">
      <PageHead title={t('about.wallet.pageTitle')} description={t('about.wallet.pageDescription')} />
      <h1 id="about-wallet-title">{t('about.wallet.title')}</h1>
      <section aria-labelledby="about-wallet-what">
        <h2 id="about-wallet-what">{t('about.wallet.what')}</h2>
        <p>{t('about.wallet.what.text')}</p>
        <p>{t('about.wallet.what.pending')}</p>
        <p>{t('about.wallet.what.history')}</p>
      </section>
      <section aria-labelledby="about-wallet-how">
        <h2 id="about-wallet-how">{t('about.wallet.how')}</h2>
        <ul className="shop-about-page__rules">
          <li>{t('about.wallet.how.spend')}</li>
          <li>{t('about.wallet.how.withdraw')}</li>
          <li>{t('about.wallet.how.goodwill')}</li>
          <li>{t('about.wallet.how.balance')}</li>
        </ul>
      </section>
    </article>
  );
}
