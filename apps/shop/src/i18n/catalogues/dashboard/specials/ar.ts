import type { staffSpecialsEn } from './en.ts';

/** The dashboard's specials calendar (`/dashboard/specials`): Arabic messages, the same keys as `en.ts`. */
export const staffSpecialsAr: Readonly<Record<keyof typeof staffSpecialsEn, string>> = {
  'dashboard.specials.pageTitle': 'العروض الخاصة — لوحة تحكم جوسين',
  'dashboard.specials.pageDescription': 'اختر عرض اليوم لكل يوم وعرض الأسبوع لكل أسبوع.',
  'dashboard.specials.heading': 'العروض الخاصة',
  'dashboard.specials.loading': 'جارٍ تحميل العروض…',
  'dashboard.specials.error': 'تعذّر تحميل العروض.',
  'dashboard.specials.calendar': 'عرض اليوم حسب اليوم',
  'dashboard.specials.more': '+{count}',
  'dashboard.specials.weeks': 'عرض الأسبوع',
  'dashboard.specials.week': 'الأسبوع {number}، {range}',
  'dashboard.specials.none': 'لا يوجد عرض',
  'dashboard.specials.empty': 'لا يوجد عرض لأي يوم أو أسبوع في هذا الشهر بعد. اختر يومًا أو أسبوعًا لتحديده.',
  'dashboard.specials.choose': 'اختر يومًا من التقويم أو أسبوعًا لعرض عرضه وتغييره.',
  'dashboard.specials.dayHeading': 'عرض اليوم في {day}',
  'dashboard.specials.weekHeading': 'عرض الأسبوع: الأسبوع {number}، {range}',
  'dashboard.specials.past': 'انتهى هذا اليوم أو الأسبوع: يبقى عرضه مسجّلًا كما كان.',
  'dashboard.specials.products': 'المنتجات المعروضة',
  'dashboard.specials.remove': 'إزالة {name}',
  'dashboard.specials.add': 'إضافة منتج',
  'dashboard.specials.addHint': 'اكتب جزءًا من الاسم بالعربية أو الإنجليزية، أو رمز المنتج.',
  'dashboard.specials.noMatch': 'لا يوجد منتج مطابق.',
  'dashboard.specials.save': 'حفظ العرض',
  'dashboard.specials.clear': 'إلغاء العرض',
  'dashboard.specials.saved':
    'تم الحفظ: {period} يعرض الآن {count, plural, zero {لا منتجات} one {منتجًا واحدًا} two {منتجين} few {# منتجات} many {# منتجًا} other {# منتج}}.',
  'dashboard.specials.cleared': 'تم الإلغاء: لا يوجد عرض في {period} الآن.',
  'dashboard.specials.nothingChosen': 'أضف منتجًا واحدًا على الأقل، أو ألغِ العرض.',
  'dashboard.specials.refused.past_period': 'انتهى هذا اليوم أو الأسبوع: لم يعد بالإمكان تغيير عرضه.',
  'dashboard.specials.refused.unknown_product': 'لم يعد المتجر يبيع أحد هذه المنتجات: أزله واحفظ مرة أخرى.',
  'dashboard.specials.refused.other': 'تعذّر حفظ العرض. حاول مرة أخرى.',
};
