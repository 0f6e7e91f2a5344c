import type { InfoPageSeed } from '../page-data.ts';

export const warrantyPolicy: InfoPageSeed = {
  slug: 'warranty-policy',
  title: { en: 'Warranty policy', ar: 'سياسة الضمان' },
  intro: {
    en: [
      'Our freshness guarantee is simple: every juice should reach you cold, sealed and tasting as it did when we pressed it that morning. If it does not, we make it right.',
    ],
    ar: [
      'ضمان الطزاجة لدينا بسيط: يجب أن يصلك كل عصير بارداً ومحكم الإغلاق وبطعمه نفسه حين عصرناه ذلك الصباح. وإن لم يكن كذلك فنحن نصلح الأمر.',
    ],
  },
  layout: 'sections',
  sections: [
    {
      id: 'our-freshness-guarantee',
      heading: { en: 'Our freshness guarantee', ar: 'ضمان الطزاجة' },
      paragraphs: {
        en: [
          'We press each order on the day of delivery and carry it chilled all the way to your door. Cold-pressed juice has no preservatives, so it is at its best in the first days after delivery.',
          'Keep it in the fridge, shake it before you drink it, and finish a bottle within a day of opening it.',
        ],
        ar: [
          'نعصر كل طلب في يوم توصيله وننقله مبرداً حتى بابك. والعصير المعصور على البارد خالٍ من المواد الحافظة، فيكون في أفضل حالاته في الأيام الأولى بعد التوصيل.',
          'احفظه في الثلاجة، ورجّه قبل الشرب، وأنهِ الزجاجة خلال يوم من فتحها.',
        ],
      },
    },
    {
      id: 'what-the-guarantee-covers',
      heading: { en: 'What the guarantee covers', ar: 'ما يشمله الضمان' },
      paragraphs: {
        en: [
          'A juice that arrives spoiled (sour smell, fizzing, an off taste), warm, leaking, with a broken seal, or in a cracked or broken bottle. It also covers a wrong or missing item in your order.',
        ],
        ar: [
          'العصير الذي يصل فاسداً (رائحة حامضة أو فوران أو طعم غير طبيعي)، أو دافئاً، أو يتسرب، أو مكسور الختم، أو في زجاجة مشروخة أو مكسورة. ويشمل أيضاً المنتج الخاطئ أو الناقص في طلبك.',
        ],
      },
    },
    {
      id: 'how-to-tell-us',
      heading: { en: 'How to tell us', ar: 'كيف تخبرنا' },
      paragraphs: {
        en: [
          'Tell us within 24 hours of delivery. Send a photo of the juice, its label or the damage, with your order number, to hello@juicyin.sa, or call 920 000 000.',
          'Please keep the bottle until we reply; we may ask about it so that it does not happen again.',
        ],
        ar: [
          'أخبرنا خلال ٢٤ ساعة من التوصيل. أرسل صورة للعصير أو ملصقه أو التلف مع رقم طلبك إلى hello@juicyin.sa، أو اتصل على 920 000 000.',
          'نرجو الاحتفاظ بالزجاجة حتى نرد عليك، فقد نسأل عنها لنمنع تكرار ما حدث.',
        ],
      },
    },
    {
      id: 'what-we-do',
      heading: { en: 'What we do', ar: 'ما نقوم به' },
      paragraphs: {
        en: [
          'Once we have checked your photo, we refund the price of the affected juice to your Juicyin wallet, ready for your next order. For a missing item we refund it the same way.',
          'We do not ask you to send the juice back: fresh food cannot be sold again, and we would rather your next bottle be a good one.',
        ],
        ar: [
          'بعد أن نتحقق من صورتك نعيد ثمن العصير المتضرر إلى محفظة جوسين لتستخدمه في طلبك التالي. ونعيد ثمن المنتج الناقص بالطريقة نفسها.',
          'ولا نطلب منك إعادة العصير إلينا، فالطعام الطازج لا يُباع مرة أخرى، ونفضّل أن تكون زجاجتك القادمة كما ينبغي.',
        ],
      },
    },
    {
      id: 'what-it-does-not-cover',
      heading: { en: 'What it does not cover', ar: 'ما لا يشمله الضمان' },
      paragraphs: {
        en: [
          'Juice that was kept out of the fridge after delivery, opened bottles finished days later, or a flavour that simply was not to your taste. Tell us anyway: we read every review and use it to choose what we press next.',
        ],
        ar: [
          'العصير الذي تُرك خارج الثلاجة بعد التوصيل، أو الزجاجات المفتوحة التي شُربت بعد أيام، أو النكهة التي لم تعجبك فحسب. ومع ذلك أخبرنا، فنحن نقرأ كل تقييم ونستعين به في اختيار ما نعصره لاحقاً.',
        ],
      },
    },
  ],
};
