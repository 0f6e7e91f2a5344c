import type { InfoPageSeed } from '../page-data.ts';

export const termsOfUse: InfoPageSeed = {
  slug: 'terms-of-use',
  title: { en: 'Terms of use', ar: 'شروط الاستخدام' },
  intro: {
    en: [
      'These terms cover how you may use the Juicyin website and shop, whether or not you buy anything. Buying itself is covered by our Terms of sale.',
    ],
    ar: [
      'تحدد هذه الشروط كيفية استخدامك لموقع جوسين ومتجره، سواء اشتريت أم لم تشترِ. أما الشراء نفسه فتنظمه شروط البيع.',
    ],
  },
  layout: 'sections',
  sections: [
    {
      id: 'using-the-shop',
      heading: { en: 'Using the shop', ar: 'استخدام المتجر' },
      paragraphs: {
        en: [
          'Anyone may browse the menu, read the blog and fill a bag. To order, review products, comment on the blog or collect points, you need an account, and you must be old enough to enter into a contract under Saudi law or have a parent or guardian order for you.',
        ],
        ar: [
          'يمكن لأي شخص تصفح القائمة وقراءة المدونة وملء الحقيبة. أما الطلب أو تقييم المنتجات أو التعليق في المدونة أو جمع النقاط فيحتاج إلى حساب، ويجب أن تكون بلغت السن التي تجيز لك التعاقد وفق الأنظمة السعودية، أو أن يطلب لك والدك أو وليّ أمرك.',
        ],
      },
    },
    {
      id: 'your-account',
      heading: { en: 'Your account', ar: 'حسابك' },
      paragraphs: {
        en: [
          'One account per person. Keep your details up to date and your password private, and tell us at once if you think someone else has used your account.',
          'Points, coupons and referral rewards belong to the account that earned them and cannot be sold or transferred.',
        ],
        ar: [
          'حساب واحد لكل شخص. حدّث بياناتك واحفظ كلمة المرور لنفسك، وأخبرنا فوراً إن ظننت أن غيرك استخدم حسابك.',
          'النقاط والقسائم ومكافآت الإحالة ملك للحساب الذي كسبها، ولا يجوز بيعها ولا نقلها.',
        ],
      },
    },
    {
      id: 'fair-use',
      heading: { en: 'Fair use', ar: 'الاستخدام العادل' },
      paragraphs: {
        en: [
          'Do not try to break into the shop or other shoppers’ accounts, overload it, copy its content in bulk with automated tools, or create accounts to collect rewards you are not entitled to.',
          'We may limit how often a form can be sent, and suspend an account that breaks these rules.',
        ],
        ar: [
          'لا تحاول اختراق المتجر أو حسابات المتسوقين الآخرين، ولا إثقاله بالطلبات، ولا نسخ محتواه بالجملة بأدوات آلية، ولا إنشاء حسابات لجمع مكافآت لا تستحقها.',
          'وقد نحدّ من عدد مرات إرسال النماذج، ونوقف الحساب الذي يخالف هذه القواعد.',
        ],
      },
    },
    {
      id: 'what-you-post',
      heading: { en: 'Reviews, comments and messages', ar: 'التقييمات والتعليقات والرسائل' },
      paragraphs: {
        en: [
          'You keep the rights to what you write, and you let us show it on the shop. Write about your own experience, politely, in Arabic or English. No insults, no personal details of others, no advertising and nothing that breaks Saudi law.',
          'We may remove a review or comment that breaks these rules. We do not edit what you wrote.',
        ],
        ar: [
          'تبقى لك حقوق ما تكتبه، وتأذن لنا بعرضه في المتجر. اكتب عن تجربتك أنت، بأدب، بالعربية أو بالإنجليزية. لا إساءة، ولا بيانات شخصية عن غيرك، ولا إعلانات، ولا ما يخالف الأنظمة السعودية.',
          'وقد نحذف التقييم أو التعليق الذي يخالف هذه القواعد، لكننا لا نعدّل ما كتبته.',
        ],
      },
    },
    {
      id: 'availability',
      heading: { en: 'Availability of the shop', ar: 'إتاحة المتجر' },
      paragraphs: {
        en: [
          'We work to keep the shop running at all hours, but we may pause it for maintenance. When your device is offline, the shop shows the menu you last saw and tells you that you are offline; you can order again once you are back online.',
        ],
        ar: [
          'نعمل على إبقاء المتجر متاحاً في كل وقت، لكن قد نوقفه مؤقتاً للصيانة. وحين يكون جهازك غير متصل يعرض المتجر آخر قائمة شاهدتها ويخبرك بأنك غير متصل، ويمكنك الطلب مجدداً حين يعود الاتصال.',
        ],
      },
    },
    {
      id: 'links-and-liability',
      heading: { en: 'Links and liability', ar: 'الروابط والمسؤولية' },
      paragraphs: {
        en: [
          'Links to social networks and payment providers lead to sites we do not run; their own terms apply there. We are responsible for the shop and the products we sell as Saudi law provides, and not for losses caused by misuse of the shop or of your account.',
        ],
        ar: [
          'تقود روابط الشبكات الاجتماعية ومزودي الدفع إلى مواقع لا نديرها، وتسري عليها شروطها. ونحن مسؤولون عن المتجر والمنتجات التي نبيعها وفق ما تنص عليه الأنظمة السعودية، ولسنا مسؤولين عن الخسائر الناتجة عن سوء استخدام المتجر أو حسابك.',
        ],
      },
    },
    {
      id: 'changes-and-contact',
      heading: { en: 'Changes and contact', ar: 'التعديلات والتواصل' },
      paragraphs: {
        en: [
          'We may update these terms; the page shows when it last changed. These terms are governed by the laws of the Kingdom of Saudi Arabia. Questions: hello@juicyin.sa or 920 000 000.',
        ],
        ar: [
          'قد نحدّث هذه الشروط، وتبين الصفحة تاريخ آخر تعديل. وتخضع هذه الشروط لأنظمة المملكة العربية السعودية. للاستفسار: hello@juicyin.sa أو 920 000 000.',
        ],
      },
    },
  ],
};
