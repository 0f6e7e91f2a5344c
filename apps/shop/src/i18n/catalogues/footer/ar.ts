/** The Arabic messages of the shop's footer: the same keys as 'en.ts' (a test checks). */
import type { FooterMessageKey } from './en.ts';

export const footerAr: Record<FooterMessageKey, string> = {
  'shell.footer.careers': 'الوظائف',
  'shell.footer.warranty': 'سياسة الضمان',
  'shell.footer.sell': 'بِع معنا',
  'shell.footer.termsOfUse': 'شروط الاستخدام',
  'shell.footer.termsOfSale': 'شروط البيع',
  'shell.footer.privacy': 'سياسة الخصوصية',
  'shell.footer.faq': 'الأسئلة الشائعة',
  'shell.footer.howToOrder': 'طريقة الطلب',
  'shell.footer.contact': 'اتصل بنا',
  'shell.footer.terms': 'الشروط والأحكام',
  'shell.footer.copyrightPage': 'حقوق النشر',
  'shell.footer.security': 'سياسة الأمان',
  'shell.footer.about': 'من نحن',
  'shell.footer.social': 'جوسين على {network}',
  'shell.footer.claim.juice': 'عصير 100%',
  'shell.footer.claim.sugar': 'بدون سكر مضاف',
  'shell.footer.claim.fresh': 'يُعصر طازجًا كل صباح',
  'shell.footer.copyright': '© {year, number, ::group-off} جوسين. جميع الحقوق محفوظة.',
};
