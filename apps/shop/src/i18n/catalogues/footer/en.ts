/** The English messages of the shop's footer (its links, claims and copyright line), loaded with the footer below the fold (see `../../messages.ts`). */
export const footerEn = {
  'shell.footer.careers': 'Careers',
  'shell.footer.warranty': 'Warranty Policy',
  'shell.footer.sell': 'Sell with us',
  'shell.footer.termsOfUse': 'Terms of use',
  'shell.footer.termsOfSale': 'Terms of Sale',
  'shell.footer.privacy': 'Privacy Policy',
  'shell.footer.faq': 'FAQ',
  'shell.footer.howToOrder': 'How to order',
  'shell.footer.contact': 'Contact us',
  'shell.footer.terms': 'Terms & Conditions',
  'shell.footer.copyrightPage': 'Copyright',
  'shell.footer.security': 'Security policy',
  'shell.footer.about': 'About us',
  'shell.footer.social': 'Juicyin on {network}',
  'shell.footer.claim.juice': '100% juice',
  'shell.footer.claim.sugar': '0% sugar added',
  'shell.footer.claim.fresh': 'Pressed fresh every morning',
  'shell.footer.copyright': '© {year, number, ::group-off} Juicyin. All rights reserved.',
} as const;

export type FooterMessageKey = keyof typeof footerEn;
