import { describe, expect, it } from 'vitest';
import { orderStatusEmail, pointsBalanceEmail, pointsExpiringEmail } from './templates.ts';

describe('order status and points e-mails', () => {
  const link = 'https://shop.example/account/points';

  it('write Arabic, right to left, for an Arabic shopper and English for every other language', () => {
    const arabic = pointsBalanceEmail('ar', { firstName: 'نورة', change: 20, reason: 'tell-us', balance: 1275, link });
    expect(arabic.subject).toBe('رصيد نقاطك في جوسين: 1,275');
    expect(arabic.text).toContain('+20 نقطة مقابل مشاركتنا رأيك.');
    expect(arabic.html).toContain('dir="rtl"');
    const hindi = pointsBalanceEmail('hi', { firstName: 'Asha', change: -100, reason: 'redeemed', balance: 5, link });
    expect(hindi.subject).toBe('Your Juicyin points balance: 5');
    expect(hindi.text).toContain('−100 points redeemed on your order.');
    expect(hindi.html).toContain('dir="ltr"');
  });

  it('date the expiry in Riyadh, in the Gregorian calendar', () => {
    // 23:30 UTC on 13 December is already 14 December in Riyadh.
    const expiresAt = new Date('2026-12-13T23:30:00Z');
    expect(pointsExpiringEmail('en', { firstName: 'Noura', points: 15, expiresAt, link }).text).toContain(
      '15 of your points expire on 14 December 2026.',
    );
    expect(pointsExpiringEmail('ar', { firstName: 'نورة', points: 15, expiresAt, link }).text).toContain(
      'تنتهي صلاحية 15 نقطة في 14 ديسمبر 2026.',
    );
  });

  it('escape what staff typed in the HTML', () => {
    const email = orderStatusEmail('en', {
      firstName: 'Noura',
      orderNumber: 'JY-261122-7K3QX',
      status: 'shipping',
      location: 'Olaya <hub>',
      text: 'On the way & cold',
      link: 'https://shop.example/account/orders/JY-261122-7K3QX',
    });
    expect(email.subject).toBe('Your Juicyin order JY-261122-7K3QX is on its way');
    expect(email.html).toContain('On the way &#38; cold — Olaya &#60;hub&#62;');
    expect(email.html).not.toContain('<hub>');
  });
});
