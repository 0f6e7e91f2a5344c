/** The English messages of the refill page (`/refill`), loaded with it (see `../../messages.ts`). */
export const refillEn = {
  'refill.pageTitle': 'Refill your glass — Juicyin',
  'refill.pageDescription': 'Refill a cup you bought, for less.',
  'refill.title': 'Refill your juice glass',
  'refill.intro':
    'Ordered a juice in Glass? Keep the glass bottle and order the same juice again as a refill, at its refill price — lower than the Glass price.',
  'refill.rule':
    'You can order as many refills of a juice as glasses of it we have delivered to you, minus the refills you have already ordered.',
  'refill.steps.title': 'How it works',
  'refill.steps.order': 'Order a juice in Glass.',
  'refill.steps.deliver': 'Once it is delivered, it appears under “Your refills”.',
  'refill.steps.refill': 'Order refills at the refill price and hand back the clean glass at delivery.',
  'refill.products.title': 'Juices you can refill',
  'refill.products.none': 'No juice is offered for refill right now.',
  'refill.glassPrice': 'In Glass',
  'refill.refillPrice': 'Refill',
  'refill.yours.title': 'Your refills',
  'refill.yours.signedOut': 'Sign in to see which of your juices you can refill.',
  'refill.yours.signIn': 'Sign in',
  'refill.yours.loading': 'Loading your refills…',
  'refill.yours.none': 'Nothing to refill yet. Order a juice in Glass; once it is delivered you can refill it here.',
  'refill.yours.available': '{count, plural, =0 {No refills left} one {# refill left} other {# refills left}}',
  'refill.yours.detail':
    '{delivered, plural, one {# glass delivered} other {# glasses delivered}}, {ordered, plural, =0 {no refills ordered} one {# refill ordered} other {# refills ordered}}',
} as const;

export type RefillMessageKey = keyof typeof refillEn;
