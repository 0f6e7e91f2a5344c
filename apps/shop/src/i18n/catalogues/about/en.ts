import { referralEn } from './referral/en.ts';

/** The about pages' English messages (rewards programme, wallet), loaded with them (see `../../messages.ts`). */
export const aboutEn = {
  'about.points.pageTitle': 'Rewards programme — Juicyin',
  'about.points.pageDescription':
    'How to earn Juicyin points — on every order, for reviews, referrals and "Tell us" — and the Silver, Gold and Diamond tiers.',
  'about.points.title': 'Juicyin Rewards',
  'about.points.intro': 'Earn points with every juice you buy and turn them into discounts on your next order.',
  'about.points.ways': 'Ways to earn points',
  'about.points.earn.title': 'Shop',
  'about.points.earn.text':
    'Every SAR 1 you spend earns {points, plural, one {# point} other {# points}}, and more in higher tiers.',
  'about.points.review.title': 'Write a review',
  'about.points.review.text':
    'Review a product you received and earn {points, plural, one {# point} other {# points}} (once per product).',
  'about.points.referral.title': 'Refer a friend',
  'about.points.referral.text':
    'When a friend you invited gets their first order delivered, you earn {points, plural, one {# point} other {# points}}.',
  'about.points.tellUs.title': 'Tell us',
  'about.points.tellUs.text':
    'Answer our short "Tell us" survey and earn {points, plural, one {# point} other {# points}} (once).',
  'about.points.tiers': 'Tiers and their benefits',
  'about.points.tiers.intro':
    'Your tier follows the points you earned in the last {days, number} days. Higher tiers earn more on every order and get Super Saver days and Bonus Points Events.',
  'about.points.tier.silver': 'Silver',
  'about.points.tier.gold': 'Gold',
  'about.points.tier.diamond': 'Diamond',
  'about.points.column.tier': 'Tier',
  'about.points.column.perSar': 'Points per SAR 1',
  'about.points.column.reach': 'Points earned in {days, number} days',
  'about.points.column.superSaver': 'Super Saver days',
  'about.points.column.bonus': 'Bonus Points Events',
  'about.points.perSar': '{points, number}',
  'about.points.range.below': 'Below {max, number}',
  'about.points.range.between': '{min, number} to {max, number}',
  'about.points.range.from': '{min, number} and above',
  'about.points.perYear': '{count, select, 0 {None} other {{count, number} a year}}',
  'about.points.goodToKnow': 'Good to know',
  'about.points.expiry': 'Points expire {days, number} days after you earn them; the oldest are spent first.',
  'about.points.redeem': 'Redeem them at checkout: every {points, number} points are worth',
  'about.wallet.pageTitle': 'About your wallet — Juicyin',
  'about.wallet.pageDescription':
    'What your Juicyin wallet is, where its credit comes from, and how to spend or withdraw it.',
  'about.wallet.title': 'About your wallet',
  'about.wallet.what': 'What is my wallet?',
  'about.wallet.what.text':
    'Your wallet holds your Juicyin credit, in Saudi riyals. Credit comes from refunds of cancelled orders you had paid for (the part paid by card and the part paid from your wallet) and from goodwill credit our team gives you.',
  'about.wallet.what.pending':
    'A refund shows as "Unavailable Juicyin Credit" while it is pending; once it is settled, it is yours to use.',
  'about.wallet.what.history':
    'Every change is listed in your Wallet History with its date and time, type, order number, description, amount and status.',
  'about.wallet.how': 'How can I use my wallet?',
  'about.wallet.how.spend': 'Spend your available credit at checkout, in the Wallet Balance panel.',
  'about.wallet.how.withdraw':
    'Credit refunded from a card payment can be withdrawn: choose "Withdraw Deposit" in My Wallet. The withdrawal stays Pending until our team completes it; if it fails, the credit comes back to your wallet.',
  'about.wallet.how.goodwill': 'Goodwill credit can be spent at checkout but not withdrawn.',
  'about.wallet.how.balance': 'Your available balance never goes below zero.',
  ...referralEn,
} as const;

export type AboutMessageKey = keyof typeof aboutEn;
