import type { staffActionsEn } from './en.ts';

/** سجل إجراءات فريق العمل في لوحة التحكم: رسائله العربية. */
export const staffActionsAr: Record<keyof typeof staffActionsEn, string> = {
  'dashboard.actions.pageTitle': 'إجراءات فريق العمل — لوحة تحكم جوسين',
  'dashboard.actions.heading': 'إجراءات فريق العمل',
  'dashboard.actions.loading': 'جارٍ تحميل إجراءات فريق العمل…',
  'dashboard.actions.filters': 'تصفية الإجراءات',
  'dashboard.actions.subject': 'رقم الطلب',
  'dashboard.actions.kind': 'الإجراء',
  'dashboard.actions.kind.all': 'كل الإجراءات',
  'dashboard.actions.staff': 'البريد الإلكتروني لعضو الفريق',
  'dashboard.actions.apply': 'تصفية',
  'dashboard.actions.clear': 'مسح عوامل التصفية',
  'dashboard.actions.table': 'إجراءات فريق العمل، الأحدث أولًا',
  'dashboard.actions.column.at': 'التاريخ والوقت',
  'dashboard.actions.column.staff': 'عضو الفريق',
  'dashboard.actions.column.action': 'الإجراء',
  'dashboard.actions.column.subject': 'الموضوع',
  'dashboard.actions.column.details': 'التفاصيل',
  'dashboard.actions.empty': 'لا يوجد إجراء مطابق.',
  'dashboard.actions.count':
    '{total, plural, =0 {لا توجد إجراءات} zero {# إجراء} one {إجراء واحد} two {إجراءان} few {# إجراءات} many {# إجراءً} other {# إجراء}}',
  'dashboard.actions.kind.order.status': 'نقل طلبًا',
  'dashboard.actions.kind.order.cancel': 'ألغى طلبًا',
  'dashboard.actions.kind.order.note': 'أضاف ملاحظة',
  'dashboard.actions.kind.wallet.settle': 'سوّى مبلغًا مستردًا',
  'dashboard.actions.kind.wallet.complete': 'أكمل سحبًا',
  'dashboard.actions.kind.wallet.fail': 'سجّل فشل سحب',
  'dashboard.actions.kind.wallet.goodwill': 'أضاف رصيد مجاملة',
};
