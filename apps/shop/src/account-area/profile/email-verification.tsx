import type { Shopper } from '@juicyin/contract';
import { POINTS_FOR_EMAIL_VERIFIED } from '@juicyin/domain';
import { Button } from '@juicyin/ui/button';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { useRequestVerification } from './use-profile.ts';

export interface EmailVerificationProps {
  readonly shopper: Shopper;
  /** The address a link was sent to from this page (by Verify, or by saving a new address). */
  readonly sentTo: string | null;
  readonly onSent: (email: string) => void;
}

/**
 * Under an unverified e-mail address: what verifying earns (the domain's points, once) and Verify,
 * which asks the API to send the link; then where the link went. A verified address needs nothing.
 */
export function EmailVerification({ shopper, sentTo, onSent }: EmailVerificationProps) {
  const t = useMessages();
  const request = useRequestVerification();
  if (shopper.emailVerified) return null;
  return (
    <div className="shop-profile__verify">
      {sentTo === shopper.email ? (
        <p role="status">{t('account.profile.verifySent', { email: shopper.email })}</p>
      ) : (
        <>
          <p>{t('account.profile.verifyReward', { points: POINTS_FOR_EMAIL_VERIFIED })}</p>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('account.profile.verifyLabel')}
            isDisabled={request.isPending}
            onPress={() => {
              request.mutate(undefined, { onSuccess: () => onSent(shopper.email) });
            }}
          >
            {t('account.profile.verify')}
          </Button>
          {request.isError ? <p role="alert">{t('account.profile.verifyFailed')}</p> : null}
        </>
      )}
    </div>
  );
}
