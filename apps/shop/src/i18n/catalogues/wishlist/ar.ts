/** The Arabic messages of the wishlist page: the same keys as 'en.ts' (a test checks). */
import type { WishlistMessageKey } from './en.ts';

export const wishlistAr: Record<WishlistMessageKey, string> = {
  'wishlist.title': 'قائمة أمنياتي ({count, number})',
  'wishlist.pageTitle': 'قائمة أمنياتي — جوسين',
  'wishlist.pageDescription': 'العصائر التي حفظتها لوقت لاحق.',
  'wishlist.loading': 'جارٍ تحميل قائمة أمنياتك…',
  'wishlist.empty.title': 'قائمة أمنياتك فارغة',
  'wishlist.empty.description': 'اضغط على القلب في العصير الذي يعجبك لتحفظه هنا.',
  'wishlist.empty.action': 'تصفّح العصائر',
  'wishlist.guestNote': 'قائمة أمنياتك محفوظة في هذا المتصفح. سجّل الدخول لحفظها في حسابك.',
  'wishlist.signIn': 'تسجيل الدخول',
};
