/** The Arabic messages of Special of Today (`/special`): the same keys as 'en.ts' (a test checks). */
import type { SpecialMessageKey } from './en.ts';

export const specialAr: Readonly<Record<SpecialMessageKey, string>> = {
  'special.pageTitle': 'عروض اليوم — جوسين',
  'special.pageDescription': 'أسعار عروض اليوم على العصائر الطازجة في جوسين.',
  'special.kinds': 'أنواع العروض',
  'special.kind.all': 'كل العروض',
  'special.kind.fruit-juice': 'عصير الفواكه',
  'special.kind.vegetable-juice': 'عصير الخضار',
  'special.kind.smoothies': 'عصير السموذي',
  'special.kind.herb-juice': 'عصير الأعشاب',
  'special.count':
    '{count, plural, zero {لا توجد عروض اليوم} one {عرض واحد اليوم} two {عرضان اليوم} few {# عروض اليوم} many {# عرضًا اليوم} other {# عرض اليوم}}',
  'special.empty.title': 'لا عروض من هذا النوع اليوم',
  'special.empty.description': 'اطّلع على كل عروض اليوم، أو عُد غدًا لعروض جديدة.',
  'special.empty.action': 'كل العروض',
  'special.topSelling': 'العصائر الأكثر مبيعًا',
  'special.alsoBought': 'تسوّق العملاء أيضًا',
};
