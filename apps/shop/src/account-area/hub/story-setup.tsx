import { formatMoney, halalas, numberFormat } from '@juicyin/domain';
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { intlLocales, type Language } from '../../i18n/messages.ts';
import { ShopFrame, storyLanguage } from '../../testing/shop-frame.tsx';

/** The frame of an account page's story: the shop's frame in the story's language at the page's address. */
export function accountScreenDecorator(path: string): Decorator {
  return (Story, { globals }) => (
    <ShopFrame language={storyLanguage(globals)} path={path}>
      <Story />
    </ShopFrame>
  );
}

/** Waits until nothing in the story is loading any more (no `aria-busy`), so that what it shows is settled. */
export async function settled(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
}

/**
 * An amount in halalas as the shopper reads it (the domain's formatter, as the kit's Price), its
 * spaces plain as Testing Library's text matching normalises the page's.
 */
export function money(amount: number, language: Language): string {
  return formatMoney(halalas(amount), { locale: intlLocales[language] }).text.replace(/\s+/g, ' ');
}

/** A count as the messages show it (Latin digits in both languages). */
export function count(value: number, language: Language): string {
  return numberFormat(`${intlLocales[language]}-u-nu-latn`).format(value);
}

/** The words the account hub's, coupons' and payment options' stories look for, as a shopper reads them. */
export const hubTexts = {
  hub: { en: 'My Account', ar: 'حسابي' },
  coupons: { en: 'My Coupons', ar: 'قسائمي' },
  payment: { en: 'Payment Options', ar: 'خيارات الدفع' },
  tiles: { en: 'Your account', ar: 'حسابك' },
  orders: { en: 'My Orders', ar: 'طلباتي' },
  security: { en: 'Login & Security', ar: 'الدخول والأمان' },
  address: { en: 'My address', ar: 'عنواني' },
  wishlist: (n: string) => ({ en: `My Wish List (${n})`, ar: `قائمة أمنياتي (${n})` }),
  wishlistEmpty: { en: /Your wishlist is empty/, ar: /قائمة أمنياتك فارغة/ },
  moveToBag: { en: 'Move to bag', ar: 'انقل إلى الحقيبة' },
  points: { en: 'My Points', ar: 'نقاطي' },
  totalPoints: { en: 'Total Points', ar: 'إجمالي النقاط' },
  expiring: { en: 'Points expiring soon', ar: 'نقاط تنتهي قريبًا' },
  noneExpiring: { en: 'None in the next 30 days', ar: 'لا شيء خلال 30 يومًا القادمة' },
  knowMore: { en: 'Know more', ar: 'اعرف المزيد' },
  noCoupons: { en: 'You have no coupons in your account.', ar: 'لا توجد قسائم في حسابك.' },
  wallet: { en: 'My Wallet', ar: 'محفظتي' },
  walletTotal: { en: 'Wallet Balance Total', ar: 'إجمالي رصيد المحفظة' },
  unavailable: { en: 'Unavailable Juicyin Credit', ar: 'رصيد جوسين غير المتاح' },
  withdrawable: { en: 'Available withdrawable Juicyin Credit', ar: 'رصيد جوسين المتاح للسحب' },
  other: { en: 'Other Accounts', ar: 'حسابات أخرى' },
  aboutWallet: { en: 'About the wallet', ar: 'عن المحفظة' },
  settings: { en: 'Subscription setting', ar: 'إعدادات الاشتراك' },
  balanceUpdate: { en: 'Subscribe to balance update', ar: 'الاشتراك في تحديثات الرصيد' },
  pointExpiration: { en: 'Subscribe to point expiration', ar: 'الاشتراك في تنبيهات انتهاء النقاط' },
  messages: { en: 'Messages', ar: 'الرسائل' },
  newsletter: { en: 'Newsletter', ar: 'النشرة البريدية' },
  save: { en: 'Save subscription setting', ar: 'حفظ إعدادات الاشتراك' },
  saved: { en: 'Your subscription settings are saved.', ar: 'تم حفظ إعدادات اشتراكك.' },
  saveFailed: {
    en: 'We could not save your subscription settings. Try again.',
    ar: 'تعذّر حفظ إعدادات اشتراكك. حاول مرة ثانية.',
  },
  loadFailed: { en: 'We could not load this', ar: 'تعذّر تحميل هذا' },
  retry: { en: 'Try again', ar: 'حاول مرة أخرى' },
  guard: { en: 'Sign in to see your account', ar: 'سجّل الدخول لعرض حسابك' },
  signIn: { en: 'Sign in', ar: 'تسجيل الدخول' },
  checking: { en: 'Checking your session…', ar: 'جارٍ التحقق من جلستك…' },
  copy: (code: string) => ({ en: `Copy code ${code}`, ar: `نسخ الرمز ${code}` }),
  copied: { en: 'Copied', ar: 'تم النسخ' },
  copiedCode: (code: string) => ({
    en: `Copied ${code}. Paste it at checkout.`,
    ar: `تم نسخ ${code}. الصقه عند الدفع.`,
  }),
  couponsLoading: { en: 'Loading your coupons…', ar: 'جارٍ تحميل قسائمك…' },
  percentOff: (n: number) => ({ en: `${n} % off`, ar: `خصم ${n}٪` }),
  noMinimum: { en: 'No minimum', ar: 'بدون حد أدنى' },
  notUsable: { en: 'Not usable now', ar: 'غير صالحة للاستخدام الآن' },
  neverKept: { en: 'We never keep your card', ar: 'لا نحتفظ ببطاقتك أبدًا' },
  ways: { en: 'Ways to pay', ar: 'طرق الدفع' },
  cod: { en: 'Cash on Delivery', ar: 'الدفع عند الاستلام' },
  codReason: {
    en: 'Cash on delivery is unavailable due to the pandemic',
    ar: 'الدفع عند الاستلام غير متاح بسبب الجائحة',
  },
  acceptedCards: { en: 'Accepted cards', ar: 'البطاقات المقبولة' },
  toCheckout: { en: 'Go to checkout', ar: 'إلى الدفع' },
} as const;
