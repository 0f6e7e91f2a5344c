/**
 * How shoppers reach the shop: the help line in the shell messages bar and the social profiles in
 * the footer. A shop built from this kit puts its own here.
 */
export const storeContact = {
  /** E.164, dialled as is; shown grouped. */
  helpLine: '+966920000000',
  helpLineDisplay: '920 000 000',
  social: [
    { id: 'instagram', network: 'Instagram', href: 'https://www.instagram.com/juicyin' },
    { id: 'x', network: 'X', href: 'https://x.com/juicyin' },
    { id: 'facebook', network: 'Facebook', href: 'https://www.facebook.com/juicyin' },
  ],
  paymentMethods: ['mada', 'VISA', 'Mastercard', 'Apple Pay'],
} as const;
