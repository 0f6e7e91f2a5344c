/** The account area's Arabic messages: the same keys as 'en.ts' (a test checks). */
import { addressesAr } from './addresses/ar.ts';
import type { AccountMessageKey } from './en.ts';
import { profileAr } from './profile/ar.ts';
import { pointsAr } from './points/ar.ts';
import { walletAr } from './wallet/ar.ts';
import { hubAr } from './hub/ar.ts';
import { emailLinksAr } from './email-links/ar.ts';

export const accountAr: Readonly<Record<AccountMessageKey, string>> = {
  'account.menu.label': 'حسابي',
  'account.menu.profileGroup': 'ملفي الشخصي',
  'account.menu.hub': 'نظرة عامة على الحساب',
  'account.menu.profile': 'الملف الشخصي',
  'account.menu.addresses': 'العناوين',
  'account.menu.paymentOptions': 'خيارات الدفع',
  'account.menu.orders': 'طلباتي',
  'account.menu.points': 'نقاطي ومكافآتي',
  'account.menu.coupons': 'قسائمي',
  'account.menu.wallet': 'محفظتي',
  'account.menu.wishlist': 'قائمة أمنياتي',
  'account.menu.signOut': 'تسجيل الخروج',
  'account.guard.checking': 'جارٍ التحقق من جلستك…',
  'account.guard.title': 'سجّل الدخول لعرض حسابك',
  'account.guard.description': 'ملفك الشخصي وعناوينك ونقاطك وقسائمك ومحفظتك هنا بعد تسجيل الدخول.',
  'account.guard.signIn': 'تسجيل الدخول',
  ...profileAr,
  ...addressesAr,
  ...pointsAr,
  ...walletAr,
  ...hubAr,
  ...emailLinksAr,
};
