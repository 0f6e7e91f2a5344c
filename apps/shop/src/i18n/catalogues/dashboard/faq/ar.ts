import type { staffFaqEn } from './en.ts';

/** The dashboard's FAQ editor (`/dashboard/faq`): Arabic messages, the same keys as `en.ts`. */
export const staffFaqAr: Readonly<Record<keyof typeof staffFaqEn, string>> = {
  'dashboard.faq.pageTitle': 'الأسئلة الشائعة — لوحة تحكم جوسين',
  'dashboard.faq.pageDescription':
    'الأسئلة الشائعة في المتجر: مجموعاتها وأسئلتها وأجوبتها بالإنجليزية والعربية، بترتيبها.',
  'dashboard.faq.heading': 'الأسئلة الشائعة',
  'dashboard.faq.loading': 'جارٍ تحميل الأسئلة الشائعة…',
  'dashboard.faq.error': 'تعذّر تحميل الأسئلة الشائعة.',
  'dashboard.faq.version': 'الإصدار {version}',
  'dashboard.faq.english': 'بالإنجليزية',
  'dashboard.faq.arabic': 'بالعربية',
  'dashboard.faq.newGroup': 'مجموعة جديدة',
  'dashboard.faq.newQuestion': 'سؤال جديد',
  'dashboard.faq.groupTitle': 'عنوان المجموعة',
  'dashboard.faq.question': 'السؤال',
  'dashboard.faq.answer': 'الجواب',
  'dashboard.faq.questionNumber': 'السؤال {number}',
  'dashboard.faq.addQuestion': 'إضافة سؤال',
  'dashboard.faq.addQuestionTo': 'إضافة سؤال — {group}',
  'dashboard.faq.addGroup': 'إضافة مجموعة',
  'dashboard.faq.moveUp': 'نقل لأعلى',
  'dashboard.faq.moveDown': 'نقل لأسفل',
  'dashboard.faq.remove': 'حذف',
  'dashboard.faq.moveUpNamed': 'نقل لأعلى — {name}',
  'dashboard.faq.moveDownNamed': 'نقل لأسفل — {name}',
  'dashboard.faq.removeNamed': 'حذف — {name}',
  'dashboard.faq.save': 'حفظ الأسئلة الشائعة',
  'dashboard.faq.saved': 'حُفظت الأسئلة الشائعة (الإصدار {version}). يعرضها المتجر الآن.',
  'dashboard.faq.fix': 'بعض الحقول تحتاج إلى تعديل قبل حفظ الأسئلة الشائعة.',
  'dashboard.faq.failed': 'تعذّر حفظ الأسئلة الشائعة. حاول مرة أخرى.',
  'dashboard.faq.conflict':
    'حفظ شخص آخر الأسئلة الشائعة بعد أن فتحتها. أعد تحميلها لترى تغييره، ثم أجرِ تغييرك مرة أخرى.',
  'dashboard.faq.reload': 'إعادة التحميل',
  'dashboard.faq.problem.required': 'مطلوب.',
  'dashboard.faq.problem.tooLong': '{max} حرفًا على الأكثر.',
  'dashboard.faq.problem.titleLatin':
    'استخدم حرفًا لاتينيًا واحدًا على الأقل: العنوان الإنجليزي يصنع عنوان المجموعة في الصفحة.',
  'dashboard.faq.problem.keyTaken': 'لمجموعة أخرى العنوان نفسه في الصفحة: غيّر العنوان الإنجليزي.',
  'dashboard.faq.problem.noQuestions': 'تحتاج المجموعة إلى سؤال واحد على الأقل: أضف سؤالًا أو احذف المجموعة.',
  'dashboard.faq.problem.noGroups': 'تحتاج الأسئلة الشائعة إلى مجموعة واحدة على الأقل.',
  'dashboard.faq.problem.tooMany': 'أكثر من اللازم: {max} على الأكثر.',
};
