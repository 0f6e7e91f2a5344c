import type { InfoPageSeed } from '../page-data.ts';

export const privacyPolicy: InfoPageSeed = {
  slug: 'privacy-policy',
  title: { en: 'Privacy policy', ar: 'سياسة الخصوصية' },
  intro: {
    en: [
      'Juicyin Fresh Juice Co. runs this shop from Riyadh. This policy explains what we learn about you when you shop with us, why, and what you can do about it, in line with the Saudi Personal Data Protection Law.',
      'We collect only what we need to make, deliver and support your order. We never sell your data. Questions? Write to hello@juicyin.sa.',
    ],
    ar: [
      'تدير شركة جوسين للعصائر الطازجة هذا المتجر من الرياض. توضح هذه السياسة ما نعرفه عنك حين تتسوق معنا، ولماذا، وما يمكنك فعله حيال ذلك، وفقاً لنظام حماية البيانات الشخصية في المملكة العربية السعودية.',
      'لا نجمع إلا ما نحتاجه لتحضير طلبك وتوصيله وخدمتك، ولا نبيع بياناتك أبداً. لديك سؤال؟ راسلنا على hello@juicyin.sa.',
    ],
  },
  layout: 'numbered',
  sections: [
    {
      id: 'shopping',
      heading: { en: 'Shopping', ar: 'التسوق' },
      paragraphs: {
        en: [
          'You can browse the menu, search and fill a bag without an account. Until you sign in, your bag, your wishlist and your last search stay in your own browser; we do not receive them.',
          'When you sign in, your bag and wishlist are saved to your account so that they follow you from phone to computer.',
        ],
        ar: [
          'يمكنك تصفح القائمة والبحث وملء حقيبتك دون حساب. وإلى أن تسجل الدخول تبقى حقيبتك وقائمة أمنياتك وآخر ما بحثت عنه في متصفحك أنت، ولا تصلنا.',
          'عند تسجيل الدخول تحفظ حقيبتك وقائمة أمنياتك في حسابك لتتنقل معك من الهاتف إلى الحاسوب.',
        ],
      },
    },
    {
      id: 'cookies-and-similar-technologies',
      heading: { en: 'Cookies and similar technologies', ar: 'ملفات تعريف الارتباط والتقنيات المشابهة' },
      paragraphs: {
        en: [
          'We use a small number of cookies and browser storage that the shop needs to work: to keep you signed in, to remember your language, country and currency, and to keep your bag.',
          'The shop also keeps a copy of the menu you last saw on your device so it can still open when you are offline. You can clear all of this from your browser settings at any time; you will then be signed out and your guest bag emptied.',
        ],
        ar: [
          'نستخدم عدداً قليلاً من ملفات تعريف الارتباط وتخزين المتصفح مما يحتاجه المتجر ليعمل: لإبقائك مسجلاً، ولتذكّر لغتك وبلدك وعملتك، ولحفظ حقيبتك.',
          'يحتفظ المتجر كذلك بنسخة من آخر قائمة شاهدتها على جهازك ليفتح حتى دون اتصال. يمكنك مسح ذلك كله من إعدادات متصفحك متى شئت، وعندها يُسجَّل خروجك وتُفرَّغ حقيبة الزائر.',
        ],
      },
    },
    {
      id: 'ordering-and-user-account',
      heading: { en: 'Ordering and user account', ar: 'الطلب وحساب المستخدم' },
      paragraphs: {
        en: [
          'Your account holds your name, e-mail address and password (stored only as a salted hash that no one can read back), and, if you add them, your mobile number, preferred language, gender and date of birth.',
          'To deliver an order we keep your national address and mobile number and share them with our driver for that delivery only. We keep your orders, invoices, points and wallet history as Saudi tax law requires.',
          'Card payments go through our payment provider. We store only the card brand, its last four digits, the name on it and its expiry date, never the full number or the CVV.',
          'You can see and change your details in My Account at any time. To close your account or ask for a copy of your data, write to hello@juicyin.sa.',
        ],
        ar: [
          'يحفظ حسابك اسمك وبريدك الإلكتروني وكلمة المرور (مخزنة بتجزئة مملّحة لا يمكن لأحد استرجاعها)، وإن أضفتها: رقم جوالك ولغتك المفضلة وجنسك وتاريخ ميلادك.',
          'لتوصيل الطلب نحتفظ بعنوانك الوطني ورقم جوالك ونشاركهما مع المندوب لذلك التوصيل فقط. ونحتفظ بطلباتك وفواتيرك وسجل نقاطك ومحفظتك كما يقتضي نظام الضريبة في المملكة.',
          'تمر مدفوعات البطاقات عبر مزود الدفع لدينا. ولا نحفظ إلا نوع البطاقة وآخر أربعة أرقام منها والاسم عليها وتاريخ انتهائها، ولا نحفظ أبداً الرقم كاملاً ولا رمز التحقق.',
          'يمكنك الاطلاع على بياناتك وتعديلها من "حسابي" في أي وقت. ولإغلاق حسابك أو طلب نسخة من بياناتك راسلنا على hello@juicyin.sa.',
        ],
      },
    },
    {
      id: 'web-analytics',
      heading: { en: 'Processing of data for web analytics', ar: 'معالجة البيانات لتحليلات الموقع' },
      paragraphs: {
        en: [
          'To know which juices people look for and which pages are slow or confusing, we count visits, searches and products viewed. We look at these figures in total, never to follow one person.',
          'Our own counts also decide what we show you: top selling juices, what other shoppers bought together, and juices related to your last search.',
        ],
        ar: [
          'لنعرف ما يبحث عنه الناس من عصائر وأي الصفحات بطيئة أو مربكة، نحصي الزيارات وعمليات البحث والمنتجات التي تُشاهد. وننظر إلى هذه الأرقام مجتمعة، لا لتتبع شخص بعينه.',
          'وتحدد هذه الإحصاءات أيضاً ما نعرضه لك: العصائر الأكثر مبيعاً، وما اشتراه المتسوقون الآخرون معاً، والعصائر المرتبطة بآخر ما بحثت عنه.',
        ],
      },
    },
    {
      id: 'advertising-activities',
      heading: { en: 'Advertising activities', ar: 'الأنشطة الإعلانية' },
      paragraphs: {
        en: [
          'We send you our newsletter and offers only if you subscribe, and every e-mail has a way to stop them. Order e-mails, and the points balance and expiry notices you keep switched on, are not advertising.',
          'We do not sell or rent your data, and we do not let advertising networks track you on our shop. If we ever run adverts elsewhere, they will not use your order history.',
        ],
        ar: [
          'لا نرسل لك نشرتنا وعروضنا إلا إذا اشتركت، وفي كل رسالة طريقة لإيقافها. أما رسائل الطلبات وتنبيهات رصيد النقاط وانتهاء صلاحيتها التي تبقيها مفعّلة فليست إعلانات.',
          'لا نبيع بياناتك ولا نؤجرها، ولا نسمح لشبكات الإعلان بتتبعك في متجرنا. وإن عرضنا إعلانات في مكان آخر يوماً فلن تستخدم سجل طلباتك.',
        ],
      },
    },
  ],
};
