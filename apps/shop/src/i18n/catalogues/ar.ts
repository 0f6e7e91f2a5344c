import type { MessageKey } from './en.ts';

/** Arabic messages, in ICU MessageFormat, with all six plural forms where a count is shown. */
export const ar: Record<MessageKey, string> = {
  'shell.brand': 'جوسين',
  'shell.skipToContent': 'انتقل إلى المحتوى',
  'home.title': 'أعد تعبئة كوب عصيرك عند باب بيتك',
  'home.shopNow': 'تسوّق الآن',
  'home.status.loading': 'جارٍ التحقق من المتجر…',
  'home.status.open': 'المتجر مفتوح.',
  'home.status.databaseDown': 'المتجر مفتوح، لكن قاعدة بياناته لا تستجيب.',
  'home.status.unreachable': 'تعذّر الوصول إلى المتجر الآن.',
  'notFound.title': 'عذرًا!',
  'notFound.message': 'لم نتمكن من العثور على الصفحة التي تبحث عنها.',
  'notFound.pageTitle': 'الصفحة غير موجودة — جوسين',
  'language.switchTo': 'English',
  'wishlist.title': 'قائمة أمنياتي ({count, number})',
  'bag.items':
    '{count, plural, zero {حقيبتك فارغة} one {منتج واحد في حقيبتك} two {منتجان في حقيبتك} few {# منتجات في حقيبتك} many {# منتجًا في حقيبتك} other {# منتج في حقيبتك}}',
};
