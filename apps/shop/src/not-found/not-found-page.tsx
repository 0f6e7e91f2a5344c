import { CountdownNotice, type Ticker } from '@juicyin/ui/countdown-notice';
import { useEffect } from 'react';
import { useNavigate } from '../router/hooks.ts';
import { useMessages } from '../i18n/messages-provider.tsx';
import { homePath } from '../paths.ts';

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
  useEffect(() => {
    document.title = t('notFound.pageTitle');
  }, [t]);
  return (
    <section aria-labelledby="not-found-title">
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
