/** Arabic messages of the pages an e-mail's link opens: the same keys as 'en.ts' (a test checks). */
import type { emailLinksEn } from './en.ts';

export const emailLinksAr: Readonly<Record<keyof typeof emailLinksEn, string>> = {
  'resetPassword.pageTitle': 'تعيين كلمة مرور جديدة — جوسين',
  'resetPassword.pageDescription': 'اختر كلمة مرور جديدة لحسابك في جوسين.',
  'resetPassword.title': 'تعيين كلمة مرور جديدة',
  'resetPassword.password': 'كلمة المرور الجديدة',
  'resetPassword.confirm': 'كلمة المرور الجديدة مرة أخرى',
  'resetPassword.hint': '8 أحرف على الأقل، وليست كلمة مرور شائعة',
  'resetPassword.mismatch': 'كلمتا المرور غير متطابقتين',
  'resetPassword.submit': 'عيّن كلمة المرور الجديدة',
  'resetPassword.success': 'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
  'resetPassword.signIn': 'تسجيل الدخول',
  'resetPassword.failed': 'هذا الرابط لا يعمل',
  'resetPassword.missing': 'تحتاج هذه الصفحة إلى الرابط الموجود في رسالة إعادة تعيين كلمة المرور.',
  'resetPassword.requestNew': 'اطلب رابطاً جديداً',
  'verifyEmail.pageTitle': 'تأكيد البريد الإلكتروني — جوسين',
  'verifyEmail.pageDescription': 'أكّد البريد الإلكتروني لحسابك في جوسين.',
  'verifyEmail.title': 'تأكيد البريد الإلكتروني',
  'verifyEmail.checking': 'جارٍ تأكيد بريدك الإلكتروني…',
  'verifyEmail.success': 'تم تأكيد بريدك الإلكتروني.',
  'verifyEmail.points':
    '{points, plural, zero {لم تُضف نقاط إلى رصيدك.} one {أُضيفت نقطة واحدة إلى رصيدك.} two {أُضيفت نقطتان إلى رصيدك.} few {أُضيفت # نقاط إلى رصيدك.} many {أُضيفت # نقطة إلى رصيدك.} other {أُضيفت # نقطة إلى رصيدك.}}',
  'verifyEmail.failed': 'هذا الرابط لا يعمل',
  'verifyEmail.missing': 'تحتاج هذه الصفحة إلى الرابط الموجود في رسالة التأكيد.',
  'verifyEmail.alreadyVerified': 'بريدك الإلكتروني مؤكَّد بالفعل.',
  'verifyEmail.resend': 'أرسل لي رابطاً جديداً',
  'verifyEmail.resent': 'رابط جديد في طريقه إلى {email}.',
  'verifyEmail.signInToResend': 'سجّل الدخول وسنرسل إليك رابطاً جديداً.',
  'verifyEmail.signIn': 'تسجيل الدخول',
  'verifyEmail.continue': 'تابع التسوق',
};
