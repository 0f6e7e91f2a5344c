import type { InfoPageSeed } from '../page-data.ts';

export const howToOrder: InfoPageSeed = {
  slug: 'how-to-order',
  title: { en: 'How to order', ar: 'طريقة الطلب' },
  intro: {
    en: [
      'We make the purchase easier for you. Just follow the steps as below.',
      'Every juice is cold-pressed in Riyadh on the morning we deliver it, so the sooner you order, the sooner it is in your fridge.',
    ],
    ar: [
      'نجعل الشراء أسهل عليك. ما عليك إلا اتباع الخطوات التالية.',
      'نعصر كل عصير على البارد في الرياض صباح يوم توصيله، فكلما طلبت أبكر وصل إلى ثلاجتك أبكر.',
    ],
  },
  layout: 'steps',
  sections: [
    {
      id: 'find-your-juice',
      heading: { en: 'Find your juice', ar: 'اعثر على عصيرك' },
      paragraphs: {
        en: [
          'Browse the menu by category (fruit, herb and vegetable juices, smoothies, detox, ice cream and salads) or by season, or type what you would like to drink in the search box.',
        ],
        ar: [
          'تصفح القائمة حسب الفئة (عصائر الفاكهة والأعشاب والخضار، والسموذي، والديتوكس، والآيس كريم، والسلطات) أو حسب الموسم، أو اكتب ما تحب أن تشربه في مربع البحث.',
        ],
      },
    },
    {
      id: 'choose-size-and-bottle',
      heading: { en: 'Choose the size and the bottle', ar: 'اختر الحجم والعبوة' },
      paragraphs: {
        en: [
          'On the product page pick the material, Regular or our reusable Glass bottle, and the size. The price updates with your choice and always includes 15% VAT.',
          'Already received a juice in Glass? Order a refill of it at the lower refill price from the Refill page.',
        ],
        ar: [
          'في صفحة المنتج اختر نوع العبوة، عادية أو زجاجتنا القابلة لإعادة الاستخدام، ثم اختر الحجم. يتغير السعر حسب اختيارك ويشمل دائماً ضريبة القيمة المضافة ١٥٪.',
          'هل وصلك عصير في زجاجتنا من قبل؟ اطلب إعادة تعبئته بسعر التعبئة الأقل من صفحة إعادة التعبئة.',
        ],
      },
    },
    {
      id: 'add-to-your-bag',
      heading: { en: 'Add it to your bag', ar: 'أضفه إلى حقيبتك' },
      paragraphs: {
        en: [
          'Choose Add to bag, set the quantity, and keep shopping. Your bag keeps your choices; when you are ready, open it and choose Secure Checkout.',
        ],
        ar: [
          'اضغط "أضف إلى الحقيبة" وحدد الكمية وتابع التسوق. تحفظ حقيبتك اختياراتك، وعندما تكون جاهزاً افتحها واختر "الدفع الآمن".',
        ],
      },
    },
    {
      id: 'sign-in',
      heading: { en: 'Sign in or create an account', ar: 'سجّل الدخول أو أنشئ حساباً' },
      paragraphs: {
        en: [
          'Checkout needs an account so that you can follow your order and collect points. New here? Registering takes a minute and earns you 5 points; anything you put in your bag before signing in stays there.',
        ],
        ar: [
          'يتطلب الدفع حساباً لتتابع طلبك وتجمع النقاط. جديد معنا؟ التسجيل يستغرق دقيقة ويمنحك ٥ نقاط، وما وضعته في حقيبتك قبل تسجيل الدخول يبقى فيها.',
        ],
      },
    },
    {
      id: 'address-and-delivery',
      heading: { en: 'Choose your address and delivery', ar: 'اختر عنوانك والتوصيل' },
      paragraphs: {
        en: [
          'Pick a saved address or add your national address. We deliver in Riyadh for free, and to Jeddah and Dammam for a delivery fee that checkout shows before you pay.',
          'In Riyadh, orders placed before 11:00 arrive the same day.',
        ],
        ar: [
          'اختر عنواناً محفوظاً أو أضف عنوانك الوطني. التوصيل داخل الرياض مجاني، وإلى جدة والدمام برسوم توصيل تظهر لك عند الدفع قبل أن تدفع.',
          'في الرياض تصل الطلبات المقدمة قبل الساعة ١١:٠٠ في اليوم نفسه.',
        ],
      },
    },
    {
      id: 'pay',
      heading: { en: 'Pay securely', ar: 'ادفع بأمان' },
      paragraphs: {
        en: [
          'Apply a coupon, redeem your points or use your wallet credit if you like, then pay by card. Cash on delivery appears when the shop offers it; checkout tells you when it is unavailable.',
          'Choose Confirm Order. You see your order number at once and receive a confirmation by e-mail.',
        ],
        ar: [
          'استخدم قسيمة أو استبدل نقاطك أو رصيد محفظتك إن شئت، ثم ادفع بالبطاقة. يظهر خيار الدفع عند الاستلام متى أتاحه المتجر، وتخبرك صفحة الدفع إن كان غير متاح.',
          'اضغط "تأكيد الطلب"، فيظهر لك رقم طلبك فوراً ويصلك تأكيد بالبريد الإلكتروني.',
        ],
      },
    },
    {
      id: 'track-your-order',
      heading: { en: 'Track your order', ar: 'تابع طلبك' },
      paragraphs: {
        en: [
          'Open My Orders or Track Order to follow each step: Ordered, Processing, Shipping and Delivered. While your order is still Placed you can cancel it yourself.',
          'Once it is delivered, your points are credited and you can review what you drank.',
        ],
        ar: [
          'افتح "طلباتي" أو "تتبع الطلب" لتتابع كل مرحلة: تم الطلب، قيد التحضير، قيد الشحن، تم التوصيل. وما دام طلبك في حالة "تم الطلب" يمكنك إلغاؤه بنفسك.',
          'بعد التوصيل تضاف نقاطك إلى رصيدك ويمكنك تقييم ما شربت.',
        ],
      },
    },
  ],
};
