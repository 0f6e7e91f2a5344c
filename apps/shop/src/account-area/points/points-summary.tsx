import type { PointsSummary } from '@juicyin/contract';
import { POINTS_EXPIRING_SOON_DAYS, TIER_THRESHOLDS, TIER_WINDOW_DAYS } from '@juicyin/domain';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { useOrderTime } from '../../orders/order-parts.tsx';

/**
 * The points at a glance: the total, the points expiring within the next 30 days with the date of
 * the next expiry, and the tier with its progress (points earned in the last 365 days) towards the
 * next tier, whose threshold is the domain's; at Diamond, the top tier.
 */
export function PointsOverview({ summary }: { readonly summary: PointsSummary }) {
  const t = useMessages();
  const time = useOrderTime();
  const { tier, nextTier, earnedLastYear } = summary;
  const tierName = t(`account.points.tier.${tier}`);
  const from = TIER_THRESHOLDS[tier];
  return (
    <section className="shop-points__overview" aria-labelledby="points-overview">
      <h2 id="points-overview" className="shop-points__heading">
        {t('account.points.summary')}
      </h2>
      <dl className="shop-points__figures">
        <div className="shop-points__figure">
          <dt>{t('account.points.total')}</dt>
          <dd className="shop-points__value" data-testid="points-total">
            {t('account.points.count', { points: summary.balance })}
          </dd>
        </div>
        <div className="shop-points__figure" data-soon={summary.expiringSoon > 0 || undefined}>
          <dt>{t('account.points.expiringSoon')}</dt>
          <dd className="shop-points__value" data-testid="points-expiring">
            {t('account.points.count', { points: summary.expiringSoon })}
          </dd>
          <dd className="shop-points__note">
            {t('account.points.expiringSoon.window', { days: POINTS_EXPIRING_SOON_DAYS })}
          </dd>
          <dd className="shop-points__note">
            {summary.nextExpiry
              ? t('account.points.nextExpiry', { points: summary.nextExpiry.points, date: time(summary.nextExpiry.at) })
              : t('account.points.noExpiry')}
          </dd>
        </div>
        <div className="shop-points__figure">
          <dt>{t('account.points.tier')}</dt>
          <dd className="shop-points__value" data-tier={tier}>
            {tierName}
          </dd>
          <dd className="shop-points__note">{t('account.points.tier.rate', { points: summary.tierMultiplier })}</dd>
        </div>
      </dl>
      <div className="shop-points__progress">
        <p>{t('account.points.tier.earned', { points: earnedLastYear, days: TIER_WINDOW_DAYS })}</p>
        {nextTier ? (
          <>
            <label htmlFor="points-tier-progress">
              {t('account.points.tier.progress', { tier: t(`account.points.tier.${nextTier.tier}`) })}
            </label>
            <progress
              id="points-tier-progress"
              className="shop-points__bar"
              value={earnedLastYear - from}
              max={TIER_THRESHOLDS[nextTier.tier] - from}
            />
            <p>
              {t('account.points.tier.needed', {
                points: nextTier.pointsNeeded,
                tier: t(`account.points.tier.${nextTier.tier}`),
              })}
            </p>
          </>
        ) : (
          <p className="shop-points__top">{t('account.points.tier.top')}</p>
        )}
      </div>
    </section>
  );
}
