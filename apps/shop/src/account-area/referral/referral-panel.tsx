import type { Referral } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { TextField } from '@juicyin/ui/text-field';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { openAuthDialog } from '../../account/auth-dialog-state.ts';
import { useSession } from '../../account/session.ts';
import { useApiClient } from '../../api-client.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { usePageUrl } from '../../shell/use-page-url.ts';
import { referralPath } from './referral-link.ts';
import { referralQuery } from './referral-queries.ts';
import './referral.css';

type CopyResult = 'copied' | 'failed' | null;

/** The link with Copy and Share (the Web Share API when the browser has it, else a copy). */
function ReferralLink({ referral }: { readonly referral: Referral }) {
  const t = useMessages();
  const [result, setResult] = useState<CopyResult>(null);
  // The shop's origin (a server render has none: the link is filled in in the browser).
  const home = usePageUrl(referralPath(referral.code));
  const link = home.startsWith('http') ? home : '';

  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => setResult('copied'),
      () => setResult('failed'),
    );
  };
  const share = () => {
    if (typeof navigator.share !== 'function') {
      copy();
      return;
    }
    navigator
      .share({ title: t('account.referral.shareTitle'), text: t('account.referral.shareText'), url: link })
      .catch(() => {
        // Dismissed by the shopper: nothing to say.
      });
  };

  return (
    <div className="shop-referral__link">
      <TextField
        label={t('account.referral.link')}
        value={link}
        isReadOnly
        inputProps={{ dir: 'ltr' }}
        className="shop-referral__field"
      />
      <div className="shop-referral__buttons">
        <Button variant="secondary" size="sm" onPress={copy} isDisabled={!link}>
          {t('account.referral.copy')}
        </Button>
        <Button variant="secondary" size="sm" onPress={share} isDisabled={!link}>
          {t('account.referral.share')}
        </Button>
      </div>
      <p role="status" className="shop-referral__status">
        {result === 'copied'
          ? t('account.referral.copied')
          : result === 'failed'
            ? t('account.referral.copyFailed')
            : ''}
      </p>
    </div>
  );
}

function SignedInReferral() {
  const t = useMessages();
  const client = useApiClient();
  const referral = useQuery(referralQuery(client));
  if (referral.isPending) return <p role="status">{t('account.referral.loading')}</p>;
  if (referral.isError) {
    return (
      <div className="shop-referral__buttons">
        <p role="alert">{t('account.referral.error')}</p>
        <Button variant="secondary" size="sm" onPress={() => void referral.refetch()} isDisabled={referral.isFetching}>
          {t('account.referral.retry')}
        </Button>
      </div>
    );
  }
  const { referredCount, rewardedCount, pointsPerReferral } = referral.data;
  return (
    <>
      <ReferralLink referral={referral.data} />
      <p>{t('account.referral.earn', { points: pointsPerReferral })}</p>
      <p>{t('account.referral.counts', { referred: referredCount, rewarded: rewardedCount })}</p>
    </>
  );
}

/**
 * The Refer a friend card's part for the shopper: their link (`/?ref=CODE`) with Copy and Share,
 * and how many friends joined; a visitor is asked to sign in to get one.
 */
export function ReferralPanel() {
  const t = useMessages();
  const session = useSession();
  return (
    <section className="shop-referral" aria-labelledby="referral-title">
      <h4 id="referral-title" className="shop-referral__title">
        {t('account.referral.title')}
      </h4>
      {session.status === 'loading' ? null : session.isSignedIn ? (
        <SignedInReferral />
      ) : (
        <>
          <p>{t('account.referral.visitor')}</p>
          <Button variant="primary" size="sm" onPress={() => openAuthDialog('sign-in')}>
            {t('account.referral.signIn')}
          </Button>
        </>
      )}
    </section>
  );
}
