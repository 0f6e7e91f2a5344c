import { ApiError } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { Link } from '@juicyin/ui/link';
import { Skeleton } from '@juicyin/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { useQueryFailure } from '../../catalogue/query-failed.ts';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { pathTo } from '../../paths.ts';
import { useNavigate, useParams } from '../../router/hooks.ts';
import { dashboardCouponPath } from '../dashboard-paths.ts';
import { DashboardFrame } from '../frame/dashboard-frame.tsx';
import { CouponForm } from './coupon-form.tsx';
import { CouponGrant } from './coupon-grant.tsx';
import { staffCouponQuery } from './coupon-queries.ts';
import { CouponUses } from './coupon-uses.tsx';
import './staff-coupon.css';
import { useOpenedVersion } from '../versioned-document/use-opened-version.ts';

/**
 * The coupon as it was opened (kept apart from the query, so a refetch never replaces what staff
 * are typing on), its form, what happened last (saved, reloaded, refused for a conflict), its uses
 * and the form that gives it to shoppers.
 */
function CouponEditor({ code }: { readonly code: string }) {
  const t = useMessages();
  const query = useQuery(staffCouponQuery(useApiClient(), code));
  const failure = useQueryFailure(query);
  const opened = useOpenedVersion(query);
  const coupon = opened.document;
  if (!coupon && failure) {
    if (failure.error instanceof ApiError && failure.error.status === 404) {
      return (
        <p role="alert" className="staff-coupon__missing">
          {t('dashboard.coupon.notFound')}
        </p>
      );
    }
    return <QueryError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  if (!coupon) {
    return (
      <div aria-busy="true" className="staff-coupon__loading">
        <p role="status">{t('dashboard.coupon.loading')}</p>
        <Skeleton shape="rect" blockSize="16rem" />
      </div>
    );
  }
  return (
    <div className="staff-coupon__body">
      <p className="staff-coupon__facts">
        {t('dashboard.coupon.facts', { uses: coupon.uses, grants: coupon.grants, version: coupon.version })}
      </p>
      <p role="status" className="staff-coupon__notice">
        {opened.notice?.kind === 'saved'
          ? t('dashboard.coupon.saved', { code: coupon.code, version: opened.notice.version })
          : opened.notice?.kind === 'reloaded'
            ? t('dashboard.coupon.reloaded', { version: opened.notice.version })
            : ''}
      </p>
      {opened.conflict ? (
        <div role="alert" className="staff-coupon__conflict">
          <p>{t('dashboard.coupon.conflict')}</p>
          <Button variant="secondary" isPending={opened.isReloading} onPress={() => void opened.reload()}>
            {t('dashboard.coupon.reload')}
          </Button>
        </div>
      ) : null}
      <CouponForm
        key={opened.openings}
        coupon={coupon}
        opening={opened.openings}
        onSaved={opened.saved}
        onConflict={opened.refused}
      />
      <CouponGrant code={coupon.code} />
      <CouponUses uses={coupon.usesList} />
    </div>
  );
}

/**
 * `/dashboard/coupons/new` and `/dashboard/coupons/:code`: a coupon's code, discount, minimum,
 * validity, limits, tier and descriptions. A new coupon, once created, opens in its editor; an
 * existing one's save names the version it was opened at (a save someone else's replaced is
 * refused with a way to reload the latest), and shows its uses and the form that gives it to shoppers.
 */
export function StaffCouponPage() {
  const t = useMessages();
  const navigate = useNavigate();
  const { code } = useParams();
  const heading = code ? t('dashboard.coupon.heading', { code }) : t('dashboard.coupon.newHeading');
  return (
    <DashboardFrame
      title={code ? t('dashboard.coupon.pageTitle', { code }) : t('dashboard.coupon.newPageTitle')}
      description={t('dashboard.coupon.pageDescription')}
      heading={heading}
      className="staff-coupon"
    >
      <Link href={pathTo('dashboardCoupons')} variant="standalone" className="staff-coupon__back">
        {t('dashboard.coupon.back')}
      </Link>
      {code ? (
        <CouponEditor key={code} code={code} />
      ) : (
        <CouponForm
          coupon={null}
          opening={0}
          onSaved={(saved) => void navigate(dashboardCouponPath(saved.code))}
          onConflict={() => undefined}
        />
      )}
    </DashboardFrame>
  );
}
