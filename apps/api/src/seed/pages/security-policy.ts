import type { InfoPageSeed } from '../page-data.ts';

export const securityPolicy: InfoPageSeed = {
  slug: 'security-policy',
  title: { en: 'Security policy', ar: 'سياسة الأمان' },
  intro: {
    en: [
      'Your account holds your addresses, your orders, your points and your wallet credit, so we protect it carefully. Here is what we do, and the few things we ask you to do.',
    ],
    ar: [
      'يحفظ حسابك عناوينك وطلباتك ونقاطك ورصيد محفظتك، لذا نحميه بعناية. إليك ما نفعله، والأمور القليلة التي نطلبها منك.',
    ],
  },
  layout: 'sections',
  sections: [
    {
      id: 'login-details',
      heading: { en: 'Login details', ar: 'بيانات تسجيل الدخول' },
      paragraphs: {
        en: [
          'Your password must have at least 8 characters and cannot be one of the commonly used passwords. We store it only as a slow, salted hash: no one at Juicyin can read it, and we will never ask you for it.',
          'Forgot it? Choose Forgot password when you sign in. We e-mail you a link that works once and expires after one hour. Use a password you do not use anywhere else, and sign out on shared devices.',
        ],
        ar: [
          'يجب ألا تقل كلمة المرور عن ٨ أحرف وألا تكون من كلمات المرور الشائعة. نحفظها بتجزئة بطيئة مملّحة فقط: لا يستطيع أحد في جوسين قراءتها، ولن نطلبها منك أبداً.',
          'نسيتها؟ اختر "نسيت كلمة المرور" عند تسجيل الدخول، وسنرسل لك رابطاً يعمل مرة واحدة وتنتهي صلاحيته بعد ساعة. استخدم كلمة مرور لا تستخدمها في مكان آخر، وسجّل الخروج من الأجهزة المشتركة.',
        ],
      },
    },
    {
      id: 'payment-security',
      heading: { en: 'Payment Security', ar: 'أمان الدفع' },
      paragraphs: {
        en: [
          'Every page of the shop is served over an encrypted connection. Your card details go to our payment provider; we keep only the card brand, its last four digits, the name on it and its expiry date, so that you can recognise it. We never store the full card number or the CVV.',
          'Each order is charged once: if your connection drops and you confirm again, you are not charged twice.',
        ],
        ar: [
          'تُقدَّم كل صفحات المتجر عبر اتصال مشفر. تذهب بيانات بطاقتك إلى مزود الدفع لدينا، ولا نحتفظ إلا بنوع البطاقة وآخر أربعة أرقام منها والاسم عليها وتاريخ انتهائها لتتعرف عليها. ولا نحفظ أبداً رقم البطاقة كاملاً ولا رمز التحقق.',
          'يُخصم كل طلب مرة واحدة: إن انقطع اتصالك وأكدت الطلب مرة أخرى فلن يُخصم المبلغ مرتين.',
        ],
      },
    },
    {
      id: 'phishing-and-fraud-alert',
      heading: { en: 'Phishing and fraud alert', ar: 'تنبيه من التصيد والاحتيال' },
      paragraphs: {
        en: [
          'Juicyin will never call, text or e-mail you to ask for your password, your full card number, your CVV or a one-time code from your bank. Our e-mails come only from addresses ending in @juicyin.sa.',
          'If a message claiming to be from us asks for any of these, or offers a prize that seems too good, do not click its links. Forward it to hello@juicyin.sa or call 920 000 000, and change your password if you think someone knows it.',
        ],
        ar: [
          'لن تتصل بك جوسين أو تراسلك نصياً أو بالبريد لتطلب كلمة المرور أو رقم بطاقتك كاملاً أو رمز التحقق أو رمزاً لمرة واحدة من بنكك. ورسائلنا تأتي فقط من عناوين بريد على النطاق juicyin.sa.',
          'إن وصلتك رسالة تدّعي أنها منا وتطلب شيئاً من ذلك، أو تعرض جائزة تبدو أجمل من أن تكون حقيقية، فلا تضغط روابطها. أرسلها إلى hello@juicyin.sa أو اتصل على 920 000 000، وغيّر كلمة المرور إن ظننت أن أحداً عرفها.',
        ],
      },
    },
    {
      id: 'privacy-terms',
      heading: { en: 'Privacy terms', ar: 'شروط الخصوصية' },
      paragraphs: {
        en: [
          'Only you see your orders, addresses, points and wallet. Our staff see an order only to prepare and deliver it, and our driver sees only the address and mobile number for that delivery.',
          'Our Privacy policy explains in full what we collect, why, and how to ask for a copy of your data or to close your account.',
        ],
        ar: [
          'لا يرى طلباتك وعناوينك ونقاطك ومحفظتك أحد غيرك. يطّلع موظفونا على الطلب فقط لتحضيره وتوصيله، ولا يرى المندوب إلا العنوان ورقم الجوال لذلك التوصيل.',
          'توضح سياسة الخصوصية بالتفصيل ما نجمعه ولماذا، وكيف تطلب نسخة من بياناتك أو تغلق حسابك.',
        ],
      },
    },
  ],
};
