import { CountdownNotice, type Ticker } from '@juicyin/ui/countdown-notice';
import { useNavigate } from '../router/hooks.ts';
import { useMessages } from '../i18n/messages-provider.tsx';
import { homePath } from '../paths.ts';
import { PageHead } from '../shell/page-head.tsx';

export interface NotFoundPageProps {
  /** Seconds before the page goes home by itself (SPEC: 20). */
  readonly seconds?: number;
  /** The clock (stories freeze it); the real one by default. */
  readonly ticker?: Ticker;
}

/** 'Oops!': counts down 20 seconds, announced politely, then goes home; or home at once. */
export function NotFoundPage({ seconds = 20, ticker }: NotFoundPageProps) {
  const t = useMessages();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="not-found-title">
      <PageHead title={t('notFound.pageTitle')} description={t('notFound.pageDescription')} noindex />
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <CountdownNotice
        seconds={seconds}
        homeHref={homePath()}
        onDone={() => void navigate(homePath(), { replace: true })}
        {...(ticker ? { ticker } : {})}
      >
        <p>{t('notFound.message')}</p>
      </CountdownNotice>
    </section>
  );
}
