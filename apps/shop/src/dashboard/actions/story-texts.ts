/** The words the staff actions page's stories look for, in both languages. */
export const actionsTexts = {
  heading: { en: 'Staff actions', ar: 'إجراءات فريق العمل' },
  table: { en: 'Staff actions, newest first', ar: 'إجراءات فريق العمل، الأحدث أولًا' },
  columns: {
    en: ['Date & time', 'Staff member', 'Action', 'Subject', 'Details'],
    ar: ['التاريخ والوقت', 'عضو الفريق', 'الإجراء', 'الموضوع', 'التفاصيل'],
  },
  order: { en: 'Order number', ar: 'رقم الطلب' },
  kind: { en: 'Action', ar: 'الإجراء' },
  staff: { en: "Staff member's e-mail", ar: 'البريد الإلكتروني لعضو الفريق' },
  apply: { en: 'Filter', ar: 'تصفية' },
  clear: { en: 'Clear filters', ar: 'مسح عوامل التصفية' },
  cancelled: { en: 'Cancelled an order', ar: 'ألغى طلبًا' },
  moved: { en: 'Moved an order', ar: 'نقل طلبًا' },
  count: (total: number) => ({ en: `${String(total)} actions`, ar: `${String(total)} إجراءً` }),
  shipping: { en: 'Shipping', ar: 'قيد الشحن' },
  settled: { en: 'Settled a refund', ar: 'سوّى مبلغًا مستردًا' },
  completed: { en: 'Completed', ar: 'مكتمل' },
  nextPage: { en: 'Next page', ar: 'الصفحة التالية' },
  empty: { en: 'No staff action matches.', ar: 'لا يوجد إجراء مطابق.' },
  loading: { en: 'Loading the staff actions…', ar: 'جارٍ تحميل إجراءات فريق العمل…' },
  error: { en: 'We could not load this', ar: 'تعذّر تحميل هذا' },
} as const;
