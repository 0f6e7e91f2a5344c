import { orderPath, pathTo } from '@juicyin/contract/paths';
import { describe, expect, it } from 'vitest';
import {
  type Email,
  orderStatusEmail,
  passwordResetEmail,
  pointsBalanceEmail,
  pointsExpiringEmail,
  verificationEmail,
} from './templates.ts';

// The addresses the API builds (../accounts/email-links.ts, ../staff/order-changes.ts, ../points/notify.ts).
const shop = 'https://shop.example';
const verify = `${shop}${pathTo('verifyEmail', { token: 'abc' })}`;
const reset = `${shop}${pathTo('resetPassword', { token: 'abc' })}`;
const order = `${shop}${orderPath('JY-261122-7K3QX')}`;
const points = `${shop}${pathTo('points')}`;

/** Each e-mail with a link, in `language`, and the link it was given. */
const emails = (language: string): [string, Email, string][] => [
  ['verification', verificationEmail(language, 'Noura', verify), 'token=abc'],
  ['password reset', passwordResetEmail(language, 'Noura', reset), 'token=abc'],
  [
    'order status',
    orderStatusEmail(language, {
      firstName: 'Noura',
      orderNumber: 'JY-261122-7K3QX',
      status: 'shipping',
      location: 'Olaya',
      text: 'On the way',
      link: order,
    }),
    order,
  ],
  [
    'points balance',
    pointsBalanceEmail(language, { firstName: 'Noura', change: 20, reason: 'review', balance: 120, link: points }),
    points,
  ],
  [
    'points expiring',
    pointsExpiringEmail(language, {
      firstName: 'Noura',
      points: 15,
      expiresAt: new Date('2026-12-13T12:00:00Z'),
      link: points,
    }),
    points,
  ],
];

/** The link of an e-mail's HTML (its one `<a href>`) and the last line of its text. */
function links(email: Email): [string, string] {
  const href = /<a href="([^"]+)">/.exec(email.html)?.[1] ?? '';
  const text = email.text.trimEnd().split('\n').at(-1) ?? '';
  return [href.replaceAll('&#38;', '&'), text];
}

describe("an e-mail's link opens the shop in the e-mail's language", () => {
  it.each(emails('ar'))(
    'Arabic %s e-mail: its link asks for Arabic (?lang=ar), in the text and the HTML',
    (_, email, given) => {
      for (const link of links(email)) {
        expect(link).toContain(given.split('?')[1] ?? given);
        expect(new URL(link).searchParams.get('lang')).toBe('ar');
      }
    },
  );

  it.each(emails('en'))('English %s e-mail: its link names no language (English is the default)', (_, email) => {
    for (const link of links(email)) expect(new URL(link).searchParams.has('lang')).toBe(false);
  });
});
