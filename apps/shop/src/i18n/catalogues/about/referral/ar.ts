/** The referral link and the 'Tell us' survey: Arabic, the same keys as 'en.ts'. */
import type { referralEn } from './en.ts';

export const referralAr: Readonly<Record<keyof typeof referralEn, string>> = {
  'account.referral.title': 'رابط الدعوة الخاص بك',
  'account.referral.signIn': 'سجّل الدخول لتحصل على رابطك',
  'account.referral.visitor': 'سجّل الدخول ونعطيك رابطًا خاصًا فيك تشاركه مع أصدقائك.',
  'account.referral.loading': 'جارٍ تحميل رابط الدعوة…',
  'account.referral.error': 'تعذّر تحميل رابط الدعوة.',
  'account.referral.retry': 'حاول مرة أخرى',
  'account.referral.link': 'رابطك',
  'account.referral.copy': 'انسخ الرابط',
  'account.referral.share': 'شارك الرابط',
  'account.referral.copied': 'تم نسخ الرابط',
  'account.referral.copyFailed': 'تعذّر النسخ: حدّد الرابط وانسخه بنفسك',
  'account.referral.shareTitle': 'جوسين',
  'account.referral.shareText': 'عصيرات طازجة في الرياض: سجّل من رابطي',
  'account.referral.earn':
    'تكسب {points, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}} لما يسجّل صديق من رابطك ويوصله أول طلب.',
  'account.referral.counts':
    '{referred, plural, =0 {ما سجّل أحد من رابطك بعد.} zero {سجّل # صديق من رابطك،} one {سجّل صديق واحد من رابطك،} two {سجّل صديقان من رابطك،} few {سجّل # أصدقاء من رابطك،} many {سجّل # صديقًا من رابطك،} other {سجّل # صديق من رابطك،}} {rewarded, plural, =0 {} zero {ووصل # طلب أول.} one {ووصل طلب أول واحد.} two {ووصل طلبان أولان.} few {ووصلت # طلبات أولى.} many {ووصل # طلبًا أول.} other {ووصل # طلب أول.}}',
  'account.survey.title': 'أخبرنا رأيك',
  'account.survey.intro':
    'جاوب على أربعة أسئلة قصيرة واكسب {points, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}}، مرة واحدة.',
  'account.survey.signIn': 'سجّل الدخول لتجاوب',
  'account.survey.satisfaction': 'قد إيش أنت راضٍ عن جوسين؟',
  'account.survey.recommend': 'قد إيش ممكن تنصح صديقك فينا؟',
  'account.survey.favourite': 'وش أكثر شيء تطلبه؟',
  'account.survey.category.fruit-juice': 'عصير فواكه',
  'account.survey.category.smoothies': 'سموذي',
  'account.survey.category.detox': 'ديتوكس',
  'account.survey.category.ice-cream': 'آيس كريم',
  'account.survey.category.other': 'شيء ثاني',
  'account.survey.comment': 'ودّك تقول لنا شيء ثاني؟ (اختياري)',
  'account.survey.submit': 'أرسل الإجابات',
  'account.survey.sending': 'جارٍ الإرسال…',
  'account.survey.required': 'اختر إجابة',
  'account.survey.tooLong': 'بحد أقصى 1000 حرف',
  'account.survey.failed': 'ما انرسلت إجاباتك. تأكد من اتصالك وحاول مرة أخرى.',
  'account.survey.thanks':
    'شكرًا — كسبت {points, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}}',
  'account.survey.answered': 'جاوبت على الاستبيان. شكرًا لك!',
  'account.survey.loading': 'جارٍ تحميل الاستبيان…',
};
