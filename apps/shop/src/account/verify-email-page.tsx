import { ApiError } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { EmptyState } from '@juicyin/ui/empty-state';
import { CheckIcon, GiftIcon } from '@juicyin/ui/icons';
import { Link } from '@juicyin/ui/link';
import { Spinner } from '@juicyin/ui/spinner';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from '../router/hooks.ts';
import type { ApiClient } from '../api.ts';
import { useApiClient } from '../api-client.tsx';
import { QueryError } from '../catalogue/query-error.tsx';
import { useMessages } from '../i18n/messages-provider.tsx';
import { apiText } from './api-messages.ts';
import { openAuthDialog } from './auth-dialog-state.ts';
import { accountKeys } from './keys.ts';
import { useSession } from './session.ts';
import { queryFailed } from '../catalogue/query-failed.ts';
import './account-pages.css';
import { homePath } from '../paths.ts';
import { PageHead } from '../shell/page-head.tsx';

/** The link's token is used once: one request per token, however often the page renders. */
function verifyQuery(client: ApiClient, token: string) {
  return {
    queryKey: ['verify-email', token] as const,
    queryFn: () => client.request('verifyEmail', { body: { token } }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  };
}

/**
 * `verify-email?token=…` (the link in the verification e-mail): confirms the address, shows the
 * 50 points it earned, or the API's reason the link no longer works with a way forward (a new
 * link for a signed-in shopper, sign-in for a guest).
 */
export function VerifyEmailPage() {
  const t = useMessages();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const result = useQuery({ ...verifyQuery(client, token), enabled: token !== '' });
  const resend = useMutation({ mutationFn: () => client.request('requestEmailVerification') });

  useEffect(() => {
    // The link does not sign in: only a signed-in tab takes the confirmed shopper.
    if (result.data && queryClient.getQueryData(accountKeys.me())) {
      queryClient.setQueryData(accountKeys.me(), result.data.shopper);
    }
  }, [result.data, queryClient]);

  const continueLink = (
    <Link variant="button" href={homePath()}>
      {t('verifyEmail.continue')}
    </Link>
  );

  if (token !== '' && result.isPending) {
    return (
      <div className="shop-account-page" aria-busy="true">
        <PageHead title={t('verifyEmail.pageTitle')} description={t('verifyEmail.pageDescription')} />
        <h1>{t('verifyEmail.title')}</h1>
        <div role="status" className="shop-account-page__status">
          <Spinner size="sm" /> {t('verifyEmail.checking')}
        </div>
      </div>
    );
  }

  if (result.data) {
    const points = result.data.pointsCredited;
    return (
      <div className="shop-account-page">
        <PageHead title={t('verifyEmail.pageTitle')} description={t('verifyEmail.pageDescription')} />
        <h1>{t('verifyEmail.title')}</h1>
        <EmptyState
          icon={points > 0 ? <GiftIcon size="lg" /> : <CheckIcon size="lg" />}
          headingLevel={2}
          title={<span role="status">{t('verifyEmail.success')}</span>}
          description={points > 0 ? t('verifyEmail.points', { points }) : undefined}
          action={continueLink}
        />
      </div>
    );
  }

  if (queryFailed(result) && !(result.error instanceof ApiError && result.error.status < 500)) {
    return (
      <div className="shop-account-page">
        <PageHead title={t('verifyEmail.pageTitle')} description={t('verifyEmail.pageDescription')} />
        <h1>{t('verifyEmail.title')}</h1>
        <QueryError
          onRetry={() => {
            void result.refetch();
          }}
          isRetrying={result.isFetching}
        />
      </div>
    );
  }

  // No token in the address, or the API refused it: say why and offer a way forward.
  const reason =
    token === ''
      ? t('verifyEmail.missing')
      : result.error instanceof ApiError
        ? apiText(t, result.error.message)
        : t('auth.error.linkInvalid');
  const shopper = session.shopper;
  let forward;
  if (shopper?.emailVerified) {
    forward = (
      <>
        <p>{t('verifyEmail.alreadyVerified')}</p>
        {continueLink}
      </>
    );
  } else if (shopper) {
    forward = (
      <>
        <Button isDisabled={resend.isPending} onPress={() => resend.mutate()}>
          {t('verifyEmail.resend')}
        </Button>
        <p role="status" className="shop-account-page__status">
          {resend.isSuccess ? t('verifyEmail.resent', { email: shopper.email }) : null}
        </p>
        {resend.isError ? <p role="alert">{t('bag.error.failed')}</p> : null}
      </>
    );
  } else if (session.status === 'signed-out') {
    forward = (
      <>
        <p>{t('verifyEmail.signInToResend')}</p>
        <Button onPress={() => openAuthDialog('sign-in')}>{t('verifyEmail.signIn')}</Button>
      </>
    );
  }
  return (
    <div className="shop-account-page">
      <PageHead title={t('verifyEmail.pageTitle')} description={t('verifyEmail.pageDescription')} />
      <h1>{t('verifyEmail.title')}</h1>
      <div role="alert" className="shop-account-page__problem">
        <h2>{t('verifyEmail.failed')}</h2>
        <p>{reason}</p>
      </div>
      <div className="shop-account-page__forward">{forward}</div>
    </div>
  );
}
