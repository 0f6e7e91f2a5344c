/** The about pages' Arabic messages: the same keys as 'en.ts' (a test checks). */
import type { AboutMessageKey } from './en.ts';
import { referralAr } from './referral/ar.ts';

export const aboutAr: Readonly<Record<AboutMessageKey, string>> = {
  'about.points.pageTitle': 'برنامج المكافآت — جوسين',
  'about.points.pageDescription':
    'كيف تكسب نقاط جوسين — مع كل طلب، وبالتقييمات، ودعوة الأصدقاء، واستبيان «أخبرنا» — والفئات الفضية والذهبية والماسية.',
  'about.points.title': 'مكافآت جوسين',
  'about.points.intro': 'اكسب نقاطًا مع كل عصير تشتريه، وحوّلها إلى خصم على طلبك التالي.',
  'about.points.ways': 'طرق كسب النقاط',
  'about.points.earn.title': 'تسوّق',
  'about.points.earn.text':
    'كل 1 ريال تنفقه يكسبك {points, plural, zero {# نقطة} one {# نقطة} two {# نقطة} few {# نقاط} many {# نقطة} other {# نقطة}}، وأكثر في الفئات الأعلى.',
  'about.points.review.title': 'اكتب تقييمًا',
  'about.points.review.text':
    'قيّم منتجًا استلمته واكسب {points, plural, zero {# نقطة} one {# نقطة} two {# نقطة} few {# نقاط} many {# نقطة} other {# نقطة}} (مرة واحدة لكل منتج).',
  'about.points.referral.title': 'ادعُ صديقًا',
  'about.points.referral.text':
    'عندما يُسلَّم أول طلب لصديق دعوته، تكسب {points, plural, zero {# نقطة} one {# نقطة} two {# نقطة} few {# نقاط} many {# نقطة} other {# نقطة}}.',
  'about.points.tellUs.title': 'أخبرنا',
  'about.points.tellUs.text':
    'أجب عن استبيان «أخبرنا» القصير واكسب {points, plural, zero {# نقطة} one {# نقطة} two {# نقطة} few {# نقاط} many {# نقطة} other {# نقطة}} (مرة واحدة).',
  'about.points.tiers': 'الفئات ومزاياها',
  'about.points.tiers.intro':
    'تتحدد فئتك بالنقاط التي كسبتها في آخر {days, number} يومًا. الفئات الأعلى تكسب أكثر مع كل طلب، وتحصل على أيام التوفير الكبير وفعاليات النقاط الإضافية.',
  'about.points.tier.silver': 'فضية',
  'about.points.tier.gold': 'ذهبية',
  'about.points.tier.diamond': 'ماسية',
  'about.points.column.tier': 'الفئة',
  'about.points.column.perSar': 'النقاط لكل 1 ريال',
  'about.points.column.reach': 'النقاط المكتسبة في {days, number} يومًا',
  'about.points.column.superSaver': 'أيام التوفير الكبير',
  'about.points.column.bonus': 'فعاليات النقاط الإضافية',
  'about.points.perSar': '{points, number}',
  'about.points.range.below': 'أقل من {max, number}',
  'about.points.range.between': 'من {min, number} إلى {max, number}',
  'about.points.range.from': '{min, number} فأكثر',
  'about.points.perYear': '{count, select, 0 {لا يوجد} other {{count, number} في السنة}}',
  'about.points.goodToKnow': 'معلومات مفيدة',
  'about.points.expiry': 'تنتهي صلاحية النقاط بعد {days, number} يومًا من كسبها، وتُستخدم الأقدم أولًا.',
  'about.points.redeem': 'استبدلها عند الدفع: كل {points, number} نقطة تساوي',
  'about.wallet.pageTitle': 'عن محفظتك — جوسين',
  'about.wallet.pageDescription': 'ما هي محفظة جوسين، ومن أين يأتي رصيدها، وكيف تنفقه أو تسحبه.',
  'about.wallet.title': 'عن محفظتك',
  'about.wallet.what': 'ما هي محفظتي؟',
  'about.wallet.what.text':
    'تحفظ محفظتك رصيد جوسين بالريال السعودي. يأتي الرصيد من استرداد مبالغ الطلبات الملغاة التي دفعتها (الجزء المدفوع بالبطاقة والجزء المدفوع من محفظتك)، ومن رصيد الترضية الذي يمنحك إياه فريقنا.',
  'about.wallet.what.pending':
    'يظهر المبلغ المسترد بوصفه «رصيد جوسين غير المتاح» ما دام قيد المعالجة، وبعد تسويته يصبح متاحًا لك.',
  'about.wallet.what.history': 'تظهر كل حركة في سجل المحفظة بتاريخها ووقتها ونوعها ورقم الطلب ووصفها ومبلغها وحالتها.',
  'about.wallet.how': 'كيف يمكنني استخدام محفظتي؟',
  'about.wallet.how.spend': 'أنفق رصيدك المتاح عند الدفع، في لوحة رصيد المحفظة.',
  'about.wallet.how.withdraw':
    'يمكن سحب الرصيد المسترد من الدفع بالبطاقة: اختر «سحب الرصيد» في محفظتي. يبقى طلب السحب قيد الانتظار حتى يُتمّه فريقنا؛ وإن تعذّر، يعود الرصيد إلى محفظتك.',
  'about.wallet.how.goodwill': 'يمكن إنفاق رصيد الترضية عند الدفع، لكن لا يمكن سحبه.',
  'about.wallet.how.balance': 'لا ينزل رصيدك المتاح عن الصفر أبدًا.',
  ...referralAr,
};
