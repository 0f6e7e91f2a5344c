import type { staffProductEn } from './en.ts';

/** محرر أصناف المنتج في لوحة التحكم: رسائله العربية. */
export const staffProductAr: Record<keyof typeof staffProductEn, string> = {
  'dashboard.product.pageTitle': '{name} — لوحة تحكم جوسين',
  'dashboard.product.pageDescription': 'أصناف المنتج: السعر والسعر السابق والمخزون.',
  'dashboard.product.heading': '{name}',
  'dashboard.product.back': 'كل المنتجات',
  'dashboard.product.loading': 'جارٍ تحميل المنتج…',
  'dashboard.product.notFound': 'لا يوجد منتج بهذا العنوان.',
  'dashboard.product.facts': 'الفئة: {category} · الإصدار {version}',
  'dashboard.product.variants': 'الأصناف',
  'dashboard.product.hint':
    'الأسعار بالريال، مثل 12.50. اترك السعر السابق فارغًا إذا لم يكن الصنف مخفّضًا. المخزون 0 يعني نفاد الصنف.',
  'dashboard.product.sku': 'رمز SKU',
  'dashboard.product.field.price': 'السعر (ر.س)',
  'dashboard.product.field.oldPrice': 'السعر السابق (ر.س)',
  'dashboard.product.field.badge': 'شارة الخصم في المتجر',
  'dashboard.product.field.stock': 'المخزون',
  'dashboard.product.variant': '{material}، {size}',
  'dashboard.product.ofVariant': '({variant})',
  'dashboard.product.noBadge': 'بلا شارة',
  'dashboard.product.outOfStock': 'نفد من المخزون',
  'dashboard.product.save': 'حفظ التغييرات',
  'dashboard.product.saved': 'تم الحفظ: أصبح {name} في الإصدار {version}.',
  'dashboard.product.fix': 'لا يمكن حفظ بعض الحقول كما هي: راجع الرسائل عند كل صنف.',
  'dashboard.product.failed': 'تعذّر حفظ التغييرات. حاول مرة أخرى.',
  'dashboard.product.conflict':
    'غيّر شخص آخر هذا المنتج منذ أن فتحته. أعد تحميل أحدث إصدار لترى تغييره، ثم أجرِ تغييرك مرة أخرى.',
  'dashboard.product.reload': 'إعادة تحميل أحدث إصدار',
  'dashboard.product.reloaded': 'أحدث إصدار ({version}) مفتوح الآن.',
  'dashboard.product.problem.price.invalid': 'اكتب السعر بالريال بمنزلتين عشريتين على الأكثر (مثل 12.50).',
  'dashboard.product.problem.price.zero': 'يجب أن يكون السعر أكثر من 0 ريال.',
  'dashboard.product.problem.price.tooMuch': 'السعر 10,000 ريال على الأكثر.',
  'dashboard.product.problem.oldPrice.invalid':
    'اكتب السعر السابق بالريال بمنزلتين عشريتين على الأكثر، أو اتركه فارغًا.',
  'dashboard.product.problem.oldPrice.tooMuch': 'السعر السابق 10,000 ريال على الأكثر.',
  'dashboard.product.problem.oldPrice.notAbove': 'يجب أن يكون السعر السابق أعلى من السعر، أو فارغًا.',
  'dashboard.product.problem.stock.invalid': 'اكتب المخزون عددًا صحيحًا من الوحدات (0 يعني نفاد الصنف).',
  'dashboard.product.problem.stock.tooMuch': 'المخزون 100,000 وحدة على الأكثر.',
  'dashboard.product.problem.sku.unknown':
    'لم يعد هذا الصنف جزءًا من المنتج. أعد تحميل أحدث إصدار، ثم أجرِ تغييرك مرة أخرى.',
};
