import type { ReactNode } from 'react';
import { type SignedInOnlyTexts, SignedInOnly } from '../account/signed-in-only.tsx';
import { useMessages } from '../i18n/messages-provider.tsx';
import { PageHead } from '../shell/page-head.tsx';
import { AccountMenu } from './account-menu.tsx';
import './account-page.css';

export interface AccountPageProps {
  /** The document's title and description (unique per page and language). */
  readonly title: string;
  readonly description: string;
  /** The page's `h1`. */
  readonly heading: string;
  /** The page's own class, for its styles. */
  readonly className?: string;
  /** What the sign-in guard says, when the page has its own words for it (default: the account's). */
  readonly guard?: SignedInOnlyTexts;
  readonly children: ReactNode;
}

/**
 * The frame of every account page (SPEC.md §2, Account area): its title, the account menu, the
 * heading, and the sign-in guard around the content, so a visitor who opens the page signs in
 * and lands on it. Its classes are `shop-account-area*`: `shop-account-page` is the narrow centred
 * column of the e-mail verification and password reset pages.
 */
export function AccountPage({ title, description, heading, className, guard, children }: AccountPageProps) {
  const t = useMessages();
  return (
    <div className={className ? `shop-account-area ${className}` : 'shop-account-area'}>
      <PageHead title={title} description={description} />
      <AccountMenu />
      <div className="shop-account-area__content">
        <h1 className="shop-account-area__title">{heading}</h1>
        <SignedInOnly
          texts={
            guard ?? {
              checking: t('account.guard.checking'),
              title: t('account.guard.title'),
              description: t('account.guard.description'),
              signIn: t('account.guard.signIn'),
            }
          }
        >
          {children}
        </SignedInOnly>
      </div>
    </div>
  );
}
