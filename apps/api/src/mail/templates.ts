/** E-mails in the shopper's language (Arabic for `ar`, English otherwise), as text and HTML. */
import { inLanguage } from '@juicyin/contract';
import { directionOf } from '@juicyin/domain';

export interface Email {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * An Arabic e-mail's link opens the shop in Arabic (`?lang=ar`, which the shop adopts as the
 * shopper's language), also on a phone or browser that has never seen the shop. English, the
 * shop's default, needs no language in the address.
 */
const arabicLink = (link: string): string => inLanguage(link, 'ar');

function layout(language: string, paragraphs: readonly string[], link: { href: string; label: string }): string {
  const dir = directionOf(language);
  const lang = language === 'ar' ? 'ar' : 'en';
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  return `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:sans-serif">
${body}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>
<p>Juicyin</p></body></html>`;
}

export function verificationEmail(language: string, firstName: string, link: string): Email {
  if (language === 'ar') {
    const lines = [`مرحباً ${firstName}،`, 'أكد بريدك الإلكتروني واكسب ٥٠ نقطة.'];
    return {
      subject: 'أكد بريدك الإلكتروني في جوسين',
      text: `${lines.join('\n')}\n${arabicLink(link)}\n`,
      html: layout('ar', lines, { href: arabicLink(link), label: 'تأكيد البريد الإلكتروني' }),
    };
  }
  const lines = [`Hello ${firstName},`, 'Confirm your e-mail address and earn 50 points.'];
  return {
    subject: 'Confirm your e-mail address at Juicyin',
    text: `${lines.join('\n')}\n${link}\n`,
    html: layout('en', lines, { href: link, label: 'Confirm e-mail address' }),
  };
}

export function passwordResetEmail(language: string, firstName: string, link: string): Email {
  if (language === 'ar') {
    const lines = [
      `مرحباً ${firstName}،`,
      'طلبت إعادة تعيين كلمة المرور. الرابط صالح لمدة ساعة واحدة ولمرة واحدة.',
      'إن لم تطلب ذلك فتجاهل هذه الرسالة.',
    ];
    return {
      subject: 'إعادة تعيين كلمة المرور في جوسين',
      text: `${lines.join('\n')}\n${arabicLink(link)}\n`,
      html: layout('ar', lines, { href: arabicLink(link), label: 'إعادة تعيين كلمة المرور' }),
    };
  }
  const lines = [
    `Hello ${firstName},`,
    'You asked to reset your password. The link works once, for one hour.',
    'If you did not ask, ignore this e-mail.',
  ];
  return {
    subject: 'Reset your Juicyin password',
    text: `${lines.join('\n')}\n${link}\n`,
    html: layout('en', lines, { href: link, label: 'Reset password' }),
  };
}

// Order status, points balance and points expiry e-mails (helper B).

type OrderStatusKey = 'processing' | 'shipping' | 'delivered' | 'cancelled';

const statusWords: Readonly<Record<OrderStatusKey, { en: string; ar: string }>> = {
  processing: { en: 'is being prepared', ar: 'قيد التجهيز' },
  shipping: { en: 'is on its way', ar: 'في الطريق إليك' },
  delivered: { en: 'has been delivered', ar: 'تم توصيله' },
  cancelled: { en: 'has been cancelled', ar: 'تم إلغاؤه' },
};

// Latin digits in Arabic too, as the shop shows them (the domain's money format does the same),
// and Gregorian dates, like the points history.
function formatCount(language: string, value: number): string {
  return new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US').format(value);
}

function formatDay(language: string, at: Date): string {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Asia/Riyadh',
  }).format(at);
}

/** An order moved to a new status (staff on the fulfilment dashboard). */
export function orderStatusEmail(
  language: string,
  input: {
    readonly firstName: string;
    readonly orderNumber: string;
    readonly status: OrderStatusKey;
    readonly location: string;
    readonly text: string;
    readonly link: string;
  },
): Email {
  const words = statusWords[input.status];
  if (language === 'ar') {
    const lines = [
      `مرحباً ${input.firstName}،`,
      `طلبك ${input.orderNumber} ${words.ar}.`,
      `${input.text} — ${input.location}`,
    ];
    return {
      subject: `طلبك ${input.orderNumber} ${words.ar}`,
      text: `${lines.join('\n')}\n${arabicLink(input.link)}\n`,
      html: layout('ar', lines, { href: arabicLink(input.link), label: 'تتبع الطلب' }),
    };
  }
  const lines = [
    `Hello ${input.firstName},`,
    `Your order ${input.orderNumber} ${words.en}.`,
    `${input.text} — ${input.location}`,
  ];
  return {
    subject: `Your Juicyin order ${input.orderNumber} ${words.en}`,
    text: `${lines.join('\n')}\n${input.link}\n`,
    html: layout('en', lines, { href: input.link, label: 'Track your order' }),
  };
}

export type PointsChangeReason = 'order' | 'review' | 'referral' | 'tell-us' | 'redeemed' | 'returned';

const changeWords: Readonly<Record<PointsChangeReason, { en: string; ar: string }>> = {
  order: { en: 'for your delivered order', ar: 'مقابل طلبك الذي تم توصيله' },
  review: { en: 'for your review', ar: 'مقابل تقييمك' },
  referral: { en: "for your friend's first order", ar: 'مقابل أول طلب لصديقك' },
  'tell-us': { en: 'for telling us what you think', ar: 'مقابل مشاركتنا رأيك' },
  redeemed: { en: 'redeemed on your order', ar: 'استُبدلت في طلبك' },
  returned: { en: 'returned from your cancelled order', ar: 'أعيدت من طلبك الملغى' },
};

/** The points balance changed (credited or redeemed); sent when the shopper wants balance updates. */
export function pointsBalanceEmail(
  language: string,
  input: {
    readonly firstName: string;
    readonly change: number;
    readonly reason: PointsChangeReason;
    readonly balance: number;
    readonly link: string;
  },
): Email {
  const words = changeWords[input.reason];
  const amount = Math.abs(input.change);
  const sign = input.change < 0 ? '−' : '+';
  if (language === 'ar') {
    const lines = [
      `مرحباً ${input.firstName}،`,
      `${sign}${formatCount('ar', amount)} نقطة ${words.ar}.`,
      `رصيد نقاطك الآن ${formatCount('ar', input.balance)} نقطة.`,
    ];
    return {
      subject: `رصيد نقاطك في جوسين: ${formatCount('ar', input.balance)}`,
      text: `${lines.join('\n')}\n${arabicLink(input.link)}\n`,
      html: layout('ar', lines, { href: arabicLink(input.link), label: 'نقاطي' }),
    };
  }
  const lines = [
    `Hello ${input.firstName},`,
    `${sign}${formatCount('en', amount)} points ${words.en}.`,
    `Your points balance is now ${formatCount('en', input.balance)}.`,
  ];
  return {
    subject: `Your Juicyin points balance: ${formatCount('en', input.balance)}`,
    text: `${lines.join('\n')}\n${input.link}\n`,
    html: layout('en', lines, { href: input.link, label: 'My points' }),
  };
}

/** Points about to expire; sent once per lot when the shopper wants expiry reminders. */
export function pointsExpiringEmail(
  language: string,
  input: {
    readonly firstName: string;
    readonly points: number;
    readonly expiresAt: Date;
    readonly link: string;
  },
): Email {
  if (language === 'ar') {
    const lines = [
      `مرحباً ${input.firstName}،`,
      `تنتهي صلاحية ${formatCount('ar', input.points)} نقطة في ${formatDay('ar', input.expiresAt)}.`,
      'استخدمها في طلبك القادم قبل أن تنتهي.',
    ];
    return {
      subject: `نقاطك في جوسين ستنتهي صلاحيتها قريباً`,
      text: `${lines.join('\n')}\n${arabicLink(input.link)}\n`,
      html: layout('ar', lines, { href: arabicLink(input.link), label: 'نقاطي' }),
    };
  }
  const lines = [
    `Hello ${input.firstName},`,
    `${formatCount('en', input.points)} of your points expire on ${formatDay('en', input.expiresAt)}.`,
    'Use them on your next order before they go.',
  ];
  return {
    subject: 'Your Juicyin points expire soon',
    text: `${lines.join('\n')}\n${input.link}\n`,
    html: layout('en', lines, { href: input.link, label: 'My points' }),
  };
}
