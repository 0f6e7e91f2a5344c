import {
  HALALAS_PER_REDEMPTION_STEP,
  POINTS_EXPIRY_DAYS,
  POINTS_PER_REDEMPTION_STEP,
  TIER_MULTIPLIERS,
} from '@juicyin/domain';
import { Link } from '@juicyin/ui/link';
import { Price } from '@juicyin/ui/price';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { pathTo } from '../../paths.ts';

/** 'Reward information': the programme's short rules, every figure from the domain, and the way to about-points. */
export function RewardInformation() {
  const t = useMessages();
  return (
    <section className="shop-points__rules" aria-labelledby="points-rules">
      <h2 id="points-rules" className="shop-points__heading">
        {t('account.points.rules.title')}
      </h2>
      <ul>
        <li>{t('account.points.rules.earn', TIER_MULTIPLIERS)}</li>
        <li>{t('account.points.rules.expiry', { days: POINTS_EXPIRY_DAYS })}</li>
        <li>
          {t('account.points.rules.redeem', { points: POINTS_PER_REDEMPTION_STEP })}{' '}
          <Price amount={HALALAS_PER_REDEMPTION_STEP} />
        </li>
      </ul>
      <Link href={pathTo('aboutPoints')} variant="standalone">
        {t('account.points.rules.more')}
      </Link>
    </section>
  );
}
