/** The Arabic messages of the refill page (`/refill`): the same keys as 'en.ts' (a test checks). */
import type { RefillMessageKey } from './en.ts';

export const refillAr: Readonly<Record<RefillMessageKey, string>> = {
  'refill.pageTitle': 'أعد تعبئة كوبك — جوسين',
  'refill.pageDescription': 'أعد تعبئة كوب اشتريته من قبل بسعر أقل.',
  'refill.title': 'أعد تعبئة كوب العصير',
  'refill.intro':
    'طلبت عصيرًا في عبوة زجاجية؟ احتفظ بالعبوة واطلب العصير نفسه مرة أخرى كإعادة تعبئة بسعر إعادة التعبئة، وهو أقل من سعر الزجاج.',
  'refill.rule':
    'يمكنك طلب إعادات تعبئة لعصير بقدر عدد عبواته الزجاجية التي سلّمناها لك، مطروحًا منه ما طلبته من إعادات تعبئة.',
  'refill.steps.title': 'كيف تعمل',
  'refill.steps.order': 'اطلب عصيرًا في عبوة زجاجية.',
  'refill.steps.deliver': 'بعد التسليم يظهر تحت «إعادات التعبئة المتاحة لك».',
  'refill.steps.refill': 'اطلب إعادة التعبئة بسعرها وسلّم العبوة النظيفة عند التوصيل.',
  'refill.products.title': 'عصائر يمكن إعادة تعبئتها',
  'refill.products.none': 'لا يوجد عصير متاح لإعادة التعبئة حاليًا.',
  'refill.glassPrice': 'في الزجاج',
  'refill.refillPrice': 'إعادة التعبئة',
  'refill.yours.title': 'إعادات التعبئة المتاحة لك',
  'refill.yours.signedOut': 'سجّل الدخول لترى العصائر التي يمكنك إعادة تعبئتها.',
  'refill.yours.signIn': 'تسجيل الدخول',
  'refill.yours.loading': 'جارٍ تحميل إعادات التعبئة…',
  'refill.yours.none': 'لا شيء لإعادة تعبئته بعد. اطلب عصيرًا في عبوة زجاجية، وبعد تسليمه يمكنك إعادة تعبئته هنا.',
  'refill.yours.available':
    '{count, plural, zero {لا إعادات تعبئة متبقية} one {إعادة تعبئة واحدة متبقية} two {إعادتا تعبئة متبقيتان} few {# إعادات تعبئة متبقية} many {# إعادة تعبئة متبقية} other {# إعادة تعبئة متبقية}}',
  'refill.yours.detail':
    '{delivered, plural, zero {لم تُسلَّم عبوات} one {سُلّمت عبوة واحدة} two {سُلّمت عبوتان} few {سُلّمت # عبوات} many {سُلّمت # عبوة} other {سُلّمت # عبوة}}، {ordered, plural, zero {ولم تُطلب إعادات تعبئة} one {وطُلبت إعادة تعبئة واحدة} two {وطُلبت إعادتا تعبئة} few {وطُلبت # إعادات تعبئة} many {وطُلبت # إعادة تعبئة} other {وطُلبت # إعادة تعبئة}}',
};
