import { Button } from '@juicyin/ui/button';
import { Link } from '@juicyin/ui/link';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from '../../account/session.ts';
import { useApiClient } from '../../api-client.tsx';
import { useMessages } from '../../i18n/messages-provider.tsx';
import type { MessageKey } from '../../i18n/messages.ts';
import { homePath, pathTo } from '../../paths.ts';
import { useLocation, useNavigate } from '../../router/hooks.ts';
import { PageHead } from '../../shell/page-head.tsx';
import { staffSessionQuery } from '../gate/staff-session-query.ts';
import { DashboardLive } from '../live/dashboard-live.tsx';
import './dashboard-frame.css';

type NavEntry = readonly [label: MessageKey, href: string];

const entries: readonly NavEntry[] = [
  ['dashboard.nav.queue', pathTo('dashboard')],
  ['dashboard.nav.orders', pathTo('dashboardOrders')],
  ['dashboard.nav.products', pathTo('dashboardProducts')],
  ['dashboard.nav.coupons', pathTo('dashboardCoupons')],
  ['dashboard.nav.wallet', pathTo('dashboardWallet')],
  ['dashboard.nav.actions', pathTo('dashboardActions')],
  ['dashboard.nav.enquiries', pathTo('dashboardEnquiries')],
  ['dashboard.nav.specials', pathTo('dashboardSpecials')],
  ['dashboard.nav.comments', pathTo('dashboardComments')],
  ['dashboard.nav.loyaltyEvents', pathTo('dashboardLoyaltyEvents')],
  ['dashboard.nav.settings', pathTo('dashboardSettings')],
  ['dashboard.nav.faq', pathTo('dashboardFaq')],
  ['dashboard.nav.pages', pathTo('dashboardPages')],
  ['dashboard.nav.blog', pathTo('dashboardBlog')],
];

export interface DashboardFrameProps {
  /** The document's title and description (unique per page and language). */
  readonly title: string;
  readonly description: string;
  /** The page's `h1`. */
  readonly heading: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * The frame of every dashboard page: its title, the dashboard's navigation (one line that scrolls
 * sideways on a phone, the current page marked with `aria-current`), the heading, who is signed in
 * and Sign out (back to the shop's home page); live order events keep its lists fresh (`DashboardLive`).
 */
export function DashboardFrame({ title, description, heading, className, children }: DashboardFrameProps) {
  const t = useMessages();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const staff = useQuery(staffSessionQuery(useApiClient())).data?.staff;
  const { signOut } = useSession();
  return (
    <div className={className ? `shop-dashboard ${className}` : 'shop-dashboard'}>
      <PageHead title={title} description={description} />
      <div className="shop-dashboard__bar">
        <nav className="shop-dashboard__nav" aria-label={t('dashboard.nav.label')}>
          <ul className="shop-dashboard__nav-list">
            {entries.map(([label, href]) => (
              <li key={href}>
                <Link
                  href={href}
                  variant="standalone"
                  className="shop-dashboard__nav-link"
                  aria-current={pathname === href ? 'page' : undefined}
                >
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="shop-dashboard__who">
          {staff ? (
            <span className="shop-dashboard__email">{t('dashboard.signedInAs', { email: staff.email })}</span>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            isPending={signOut.isPending}
            onPress={() =>
              signOut.mutate(undefined, {
                onSuccess: () => void navigate(homePath(), { replace: true }),
              })
            }
          >
            {t('dashboard.signOut')}
          </Button>
        </div>
      </div>
      <h1 className="shop-dashboard__title">{heading}</h1>
      <DashboardLive />
      {children}
    </div>
  );
}
