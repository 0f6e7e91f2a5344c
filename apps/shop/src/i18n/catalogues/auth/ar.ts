/** The Arabic messages of the sign-in, registration and password forms' errors: the same keys as 'en.ts' (a test checks). */
import type { AuthMessageKey } from './en.ts';

export const authAr: Record<AuthMessageKey, string> = {
  'auth.error.email': 'أدخل بريداً إلكترونياً مثل name@example.com',
  'auth.error.emailTaken': 'يوجد حساب بهذا البريد الإلكتروني. سجّل الدخول بدلاً من ذلك.',
  'auth.error.invalidCredentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  'auth.error.linkInvalid': 'هذا الرابط غير معروف أو استُخدم من قبل أو انتهت صلاحيته.',
  'auth.error.linkOldEmail': 'هذا الرابط لبريد إلكتروني لم يعد الحساب يستخدمه.',
  'auth.error.network': 'تعذّر الوصول إلى المتجر. تحقّق من اتصالك وحاول مجدداً.',
  'auth.error.required': 'مطلوب',
  'auth.error.terms': 'وافق على الشروط والأحكام لإنشاء الحساب',
  'auth.error.throttled': 'محاولات دخول فاشلة كثيرة. حاول لاحقاً أو أعد تعيين كلمة المرور.',
  'auth.error.tooCommon': 'كلمة المرور هذه شائعة جداً؛ اختر غيرها',
  'auth.error.tooShort': 'استخدم 8 أحرف على الأقل',
};
