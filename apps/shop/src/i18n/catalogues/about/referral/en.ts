/**
 * The referral link and the 'Tell us' survey (about-points' cards): English, a catalogue part of
 * the about part's words, loaded with the about pages (see `../../../messages.ts`).
 */
export const referralEn = {
  'account.referral.title': 'Your referral link',
  'account.referral.signIn': 'Sign in to get your link',
  'account.referral.visitor': 'Sign in and we give you a link of your own to share with friends.',
  'account.referral.loading': 'Loading your referral link…',
  'account.referral.error': 'We could not load your referral link.',
  'account.referral.retry': 'Try again',
  'account.referral.link': 'Your link',
  'account.referral.copy': 'Copy link',
  'account.referral.share': 'Share link',
  'account.referral.copied': 'Link copied',
  'account.referral.copyFailed': 'Could not copy: select the link and copy it yourself',
  'account.referral.shareTitle': 'Juicyin',
  'account.referral.shareText': 'Fresh juice in Riyadh: register with my link',
  'account.referral.earn':
    'You earn {points, plural, one {# point} other {# points}} when a friend who registers with your link has a first order delivered.',
  'account.referral.counts':
    '{referred, plural, =0 {No friends have registered with your link yet.} one {# friend registered with your link,} other {# friends registered with your link,}} {rewarded, plural, =0 {} one {# first order delivered.} other {# first orders delivered.}}',
  'account.survey.title': 'Tell us what you think',
  'account.survey.intro':
    'Answer four short questions and earn {points, plural, one {# point} other {# points}}, once.',
  'account.survey.signIn': 'Sign in to answer',
  'account.survey.satisfaction': 'How happy are you with Juicyin?',
  'account.survey.recommend': 'How likely are you to recommend us to a friend?',
  'account.survey.favourite': 'What do you order most?',
  'account.survey.category.fruit-juice': 'Fruit juice',
  'account.survey.category.smoothies': 'Smoothies',
  'account.survey.category.detox': 'Detox',
  'account.survey.category.ice-cream': 'Ice cream',
  'account.survey.category.other': 'Something else',
  'account.survey.comment': 'Anything else to tell us? (optional)',
  'account.survey.submit': 'Send answers',
  'account.survey.sending': 'Sending…',
  'account.survey.required': 'Choose an answer',
  'account.survey.tooLong': 'At most 1000 characters',
  'account.survey.failed': 'Your answers were not sent. Check your connection and try again.',
  'account.survey.thanks': 'Thanks — you earned {points, plural, one {# point} other {# points}}',
  'account.survey.answered': 'You have answered the survey. Thank you!',
  'account.survey.loading': 'Loading the survey…',
} as const;

export type ReferralMessageKey = keyof typeof referralEn;
