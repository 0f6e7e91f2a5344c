import {
  EVENTS_PER_YEAR,
  HALALAS_PER_REDEMPTION_STEP,
  POINTS_EXPIRY_DAYS,
  POINTS_FOR_REFERRAL,
  POINTS_FOR_REVIEW,
  POINTS_FOR_TELL_US,
  POINTS_PER_REDEMPTION_STEP,
  TIER_MULTIPLIERS,
  TIER_THRESHOLDS,
  TIER_WINDOW_DAYS,
  TIERS,
  type Tier,
} from '@juicyin/domain';
import { DataTable, type DataTableColumn } from '@juicyin/ui/data-table';
import { CartIcon, GiftIcon, type IconProps, StarIcon, UserIcon } from '@juicyin/ui/icons';
import { Price } from '@juicyin/ui/price';
import type { ComponentType } from 'react';
import { useMessages } from '../i18n/messages-provider.tsx';
import type { MessageKey } from '../i18n/messages.ts';
import { LazyReferralPanel, LazySurvey } from '../account-area/referral/lazy-earn-panels.tsx';
import { PageHead } from '../shell/page-head.tsx';
import './about-pages.css';

type Translate = ReturnType<typeof useMessages>;

interface EarnCard {
  readonly id: 'earn' | 'review' | 'referral' | 'tellUs';
  readonly Icon: ComponentType<IconProps>;
  readonly points: number;
}

/** The four ways to earn (PRODUCT.md §5); an order earns the lowest tier's points per SAR 1. */
const earnCards: readonly EarnCard[] = [
  { id: 'earn', Icon: CartIcon, points: TIER_MULTIPLIERS.silver },
  { id: 'review', Icon: StarIcon, points: POINTS_FOR_REVIEW },
  { id: 'referral', Icon: UserIcon, points: POINTS_FOR_REFERRAL },
  { id: 'tellUs', Icon: GiftIcon, points: POINTS_FOR_TELL_US },
];

/** The earned points a tier covers: from its threshold up to (not including) the next tier's. */
function tierRange(t: Translate, tier: Tier): string {
  const index = TIERS.indexOf(tier);
  const next = TIERS[index + 1];
  const min = TIER_THRESHOLDS[tier];
  if (next === undefined) return t('about.points.range.from', { min });
  const max = TIER_THRESHOLDS[next];
  return index === 0 ? t('about.points.range.below', { max }) : t('about.points.range.between', { min, max: max - 1 });
}

interface TierRow {
  readonly tier: Tier;
}

const tierRows: readonly TierRow[] = TIERS.map((tier) => ({ tier }));

function tierColumns(t: Translate): DataTableColumn<TierRow>[] {
  const perYear = ({ tier }: TierRow) => t('about.points.perYear', { count: EVENTS_PER_YEAR[tier] });
  return [
    {
      id: 'tier',
      header: t('about.points.column.tier'),
      value: ({ tier }) => t(`about.points.tier.${tier}`),
      sortable: false,
    },
    {
      id: 'perSar',
      header: t('about.points.column.perSar'),
      value: ({ tier }) => t('about.points.perSar', { points: TIER_MULTIPLIERS[tier] }),
      sortable: false,
      align: 'end',
    },
    {
      id: 'reach',
      header: t('about.points.column.reach', { days: TIER_WINDOW_DAYS }),
      value: ({ tier }) => tierRange(t, tier),
      sortable: false,
    },
    // Super Saver days and Bonus Points Events come in the same number a year.
    { id: 'superSaver', header: t('about.points.column.superSaver'), value: perYear, sortable: false, align: 'end' },
    { id: 'bonus', header: t('about.points.column.bonus'), value: perYear, sortable: false, align: 'end' },
  ];
}

/**
 * `about-points`: the rewards programme — the four ways to earn and the tier table — every figure
 * read from `@juicyin/domain`, formatted for the shopper's language. Public: no sign-in; the Refer a
 * friend card gains the shopper's link and the Tell us card the survey (a visitor is asked to sign in).
 */
export function AboutPointsPage() {
  const t = useMessages();
  return (
    <article className="shop-about-page" aria-labelledby="about-points-title">
      <PageHead title={t('about.points.pageTitle')} description={t('about.points.pageDescription')} />
      <h1 id="about-points-title">{t('about.points.title')}</h1>
      <p>{t('about.points.intro')}</p>
      <section aria-labelledby="about-points-ways">
        <h2 id="about-points-ways">{t('about.points.ways')}</h2>
        <ul className="shop-about-page__cards">
          {earnCards.map(({ id, Icon, points }) => (
            <li key={id} className="shop-about-page__card">
              <Icon size="lg" className="shop-about-page__card-icon" />
              <h3>{t(`about.points.${id}.title` as MessageKey)}</h3>
              <p>{t(`about.points.${id}.text` as MessageKey, { points })}</p>
              {id === 'referral' ? <LazyReferralPanel /> : id === 'tellUs' ? <LazySurvey /> : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="about-points-tiers">
        <h2 id="about-points-tiers">{t('about.points.tiers')}</h2>
        <p>{t('about.points.tiers.intro', { days: TIER_WINDOW_DAYS })}</p>
        <DataTable caption={t('about.points.tiers')} hideCaption columns={tierColumns(t)} rows={tierRows} />
      </section>
      <section aria-labelledby="about-points-good-to-know">
        <h2 id="about-points-good-to-know">{t('about.points.goodToKnow')}</h2>
        <p>{t('about.points.expiry', { days: POINTS_EXPIRY_DAYS })}</p>
        <p>
          {t('about.points.redeem', { points: POINTS_PER_REDEMPTION_STEP })}{' '}
          <Price amount={HALALAS_PER_REDEMPTION_STEP} />
        </p>
      </section>
    </article>
  );
}
