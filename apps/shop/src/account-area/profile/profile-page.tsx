import { Link } from '@juicyin/ui/link';
import { useState } from 'react';
import { useSession } from '../../account/session.ts';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { pathTo } from '../../paths.ts';
import { AccountPage } from '../account-page.tsx';
import { EmailVerification } from './email-verification.tsx';
import { PasswordSection } from './password-section.tsx';
import { ProfileForm } from './profile-form.tsx';
import './profile-page.css';

/** The signed-in shopper's profile (the frame's guard shows it only then). */
function ProfileBody() {
  const t = useMessages();
  const { shopper } = useSession();
  // Where this page had a verification link sent (Verify, or saving a new address).
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (!shopper) return null;
  return (
    <>
      <p className="shop-profile__points">
        {t('account.profile.points', { points: shopper.points })}{' '}
        <Link href={pathTo('points')}>{t('account.profile.pointsLink')}</Link>
      </p>
      <ProfileForm
        shopper={shopper}
        onEmailChanged={setSentTo}
        emailExtra={<EmailVerification shopper={shopper} sentTo={sentTo} onSent={setSentTo} />}
      />
      <PasswordSection />
    </>
  );
}

/**
 * `my-account` (My Profile, SPEC.md §2): name, e-mail address with its verification (+50 points
 * once), password, mobile, preferred language, gender and birthdate, each edited on its own.
 */
export function ProfilePage() {
  const t = useMessages();
  return (
    <AccountPage
      title={t('account.profile.pageTitle')}
      description={t('account.profile.pageDescription')}
      heading={t('account.profile.title')}
      className="shop-profile"
    >
      <ProfileBody />
    </AccountPage>
  );
}
