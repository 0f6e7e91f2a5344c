import { formatNumber } from '@juicyin/ui';
import { formatEventTime } from '@juicyin/ui/shipment-tracker';
import { intlLocales, type Language } from '../../i18n/messages.ts';

/** The words the points page's stories look for, in both languages (as a shopper reads them). */
export const pointsTexts = {
  title: { en: 'My Points & Reward', ar: 'نقاطي ومكافآتي' },
  total: { en: 'Total Points', ar: 'إجمالي النقاط' },
  expiringSoon: { en: 'Points expiring soon', ar: 'نقاط تنتهي قريبًا' },
  tier: { en: 'Your tier', ar: 'فئتك' },
  tiers: {
    silver: { en: 'Silver', ar: 'فضية' },
    gold: { en: 'Gold', ar: 'ذهبية' },
    diamond: { en: 'Diamond', ar: 'ماسية' },
  },
  progressTo: (tier: { en: string; ar: string }) => ({
    en: `Progress to ${tier.en}`,
    ar: `التقدّم نحو الفئة ${tier.ar}`,
  }),
  top: { en: 'You are at the top tier', ar: 'أنت في أعلى فئة' },
  rules: { en: 'Reward information', ar: 'معلومات المكافآت' },
  more: { en: 'More about Juicyin Rewards', ar: 'المزيد عن مكافآت جوسين' },
  history: { en: 'Transaction History', ar: 'سجل الحركات' },
  columns: {
    en: ['Date & Time', 'Point Type', 'Points Amount', 'Expiration Date', 'Details'],
    ar: ['التاريخ والوقت', 'نوع النقاط', 'عدد النقاط', 'تاريخ الانتهاء', 'التفاصيل'],
  },
  viewOrder: (number: string) => ({ en: `View Details of order ${number}`, ar: `عرض التفاصيل للطلب ${number}` }),
  empty: { en: 'No points transactions yet.', ar: 'لا توجد حركات نقاط بعد.' },
  settings: { en: 'Email Notification Setting', ar: 'إعدادات إشعارات البريد الإلكتروني' },
  balanceUpdate: { en: 'Subscribe to balance update', ar: 'الاشتراك في تحديثات الرصيد' },
  pointExpiration: { en: 'Subscribe to point expiration', ar: 'الاشتراك في تنبيهات انتهاء النقاط' },
  save: { en: 'Save subscription setting', ar: 'حفظ إعدادات الاشتراك' },
  saved: { en: 'Your e-mail settings are saved.', ar: 'تم حفظ إعدادات بريدك الإلكتروني.' },
  guard: { en: 'Sign in to see your account', ar: 'سجّل الدخول لعرض حسابك' },
  signIn: { en: 'Sign in', ar: 'تسجيل الدخول' },
  loading: { en: 'Loading your points…', ar: 'جارٍ تحميل نقاطك…' },
  error: { en: 'We could not load this', ar: 'تعذّر تحميل هذا' },
  nextPage: { en: 'Next page', ar: 'الصفحة التالية' },
} as const;

/** A count as the page shows it (Latin digits, the language's grouping). */
export function shownNumber(language: Language, value: number, options: Intl.NumberFormatOptions = {}): string {
  return formatNumber(intlLocales[language], value, options);
}

/** A date and time as the page shows it (Riyadh time, Gregorian, Latin digits). */
export function shownTime(language: Language, iso: string): string {
  return formatEventTime(intlLocales[language], iso, 'Asia/Riyadh');
}
