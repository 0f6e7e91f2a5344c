import {
  EVENTS_PER_YEAR,
  POINTS_EXPIRY_DAYS,
  POINTS_FOR_REFERRAL,
  POINTS_FOR_REVIEW,
  POINTS_FOR_TELL_US,
  POINTS_PER_REDEMPTION_STEP,
  TIER_MULTIPLIERS,
  TIER_THRESHOLDS,
  TIERS,
  type Tier,
} from '@juicyin/domain';
import { formatNumber } from '@juicyin/ui';
import { fixtures, handlers } from '@juicyin/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { intlLocales } from '../i18n/messages.ts';
import { routePaths } from '../paths.ts';
import { ShopFrame, storyLanguage } from '../testing/shop-frame.tsx';
import { AboutPointsPage } from './about-points-page.tsx';

const meta = {
  title: 'Shop/About points',
  component: AboutPointsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { globals }) => (
      <ShopFrame language={storyLanguage(globals)} path={routePaths.aboutPoints}>
        <Story />
      </ShopFrame>
    ),
  ],
} satisfies Meta<typeof AboutPointsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  en: {
    title: 'Juicyin Rewards',
    tiers: 'Tiers and their benefits',
    none: 'None',
    tier: { silver: 'Silver', gold: 'Gold', diamond: 'Diamond' },
    cards: { shop: 'Shop', review: 'Write a review', referral: 'Refer a friend', tellUs: 'Tell us' },
    link: 'Your link',
  },
  ar: {
    title: 'مكافآت جوسين',
    tiers: 'الفئات ومزاياها',
    none: 'لا يوجد',
    tier: { silver: 'فضية', gold: 'ذهبية', diamond: 'ماسية' },
    cards: { shop: 'تسوّق', review: 'اكتب تقييمًا', referral: 'ادعُ صديقًا', tellUs: 'أخبرنا' },
    link: 'رابطك',
  },
} satisfies Record<'en' | 'ar', unknown>;

/** The figures the tier table shows, each from the domain's constants. */
function expectedCells(tier: Tier, number: (value: number) => string, none: string): string[] {
  const index = TIERS.indexOf(tier);
  const next = TIERS[index + 1];
  const perYear = EVENTS_PER_YEAR[tier] === 0 ? none : number(EVENTS_PER_YEAR[tier]);
  const reach = [
    ...(index > 0 ? [number(TIER_THRESHOLDS[tier])] : []),
    ...(next ? [number(TIER_THRESHOLDS[next] - (index > 0 ? 1 : 0))] : []),
  ];
  return [number(TIER_MULTIPLIERS[tier]), reach.join(' '), perYear, perYear];
}

export const Programme: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers.account.signedIn, ...handlers.points.full);
  },
  play: async ({ canvas, globals }) => {
    const language = storyLanguage(globals);
    const text = texts[language];
    const number = (value: number) => formatNumber(`${intlLocales[language]}-u-nu-latn`, value);
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

    const cards: [string, number][] = [
      [text.cards.shop, TIER_MULTIPLIERS.silver],
      [text.cards.review, POINTS_FOR_REVIEW],
      [text.cards.referral, POINTS_FOR_REFERRAL],
      [text.cards.tellUs, POINTS_FOR_TELL_US],
    ];
    for (const [title, points] of cards) {
      const card = canvas.getByRole('heading', { level: 3, name: title }).closest('li');
      await expect(card?.textContent).toContain(number(points));
    }

    const table = canvas.getByRole('table', { name: text.tiers });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(TIERS.length);
    for (const [index, tier] of TIERS.entries()) {
      const cells = within(rows[index] as HTMLElement).getAllByRole('cell');
      await expect(cells[0]).toHaveTextContent(text.tier[tier]);
      const [perSar, reach, superSaver, bonus] = expectedCells(tier, number, text.none);
      await expect(cells[1]).toHaveTextContent(perSar ?? '');
      for (const figure of (reach ?? '').split(' ')) await expect(cells[2]?.textContent).toContain(figure);
      await expect(cells[3]).toHaveTextContent(superSaver ?? '');
      await expect(cells[4]).toHaveTextContent(bonus ?? '');
    }

    await expect(canvas.getByText(new RegExp(number(POINTS_EXPIRY_DAYS)))).toBeVisible();
    await expect(canvas.getByText(new RegExp(number(POINTS_PER_REDEMPTION_STEP)))).toBeVisible();

    // The signed-in shopper's link and the survey load after the page: the story ends once they show.
    await expect(await canvas.findByRole('textbox', { name: text.link })).toHaveValue(
      `${window.location.origin}/?ref=${fixtures.referral.code}`,
    );
    await expect(await canvas.findAllByRole('radiogroup')).toHaveLength(3);
  },
};
