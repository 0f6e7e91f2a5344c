import type { InfoPageSeed } from '../page-data.ts';

export const termsOfSale: InfoPageSeed = {
  slug: 'terms-of-sale',
  title: { en: 'Terms of sale', ar: 'شروط البيع' },
  intro: {
    en: [
      'These terms apply to every order you place on Juicyin. The seller is Juicyin Fresh Juice Co., Riyadh; its VAT registration number is printed on every invoice.',
    ],
    ar: [
      'تسري هذه الشروط على كل طلب تقدمه في جوسين. البائع هو شركة جوسين للعصائر الطازجة في الرياض، ورقم تسجيلها في ضريبة القيمة المضافة مطبوع على كل فاتورة.',
    ],
  },
  layout: 'sections',
  sections: [
    {
      id: 'your-order',
      heading: { en: 'Your order', ar: 'طلبك' },
      paragraphs: {
        en: [
          'When you choose Confirm Order and your payment goes through, we accept your order: you see its number at once and receive it by e-mail. Sending the same order twice, for example after a lost connection, never creates a second order or a second charge.',
          'If we cannot make or deliver your order, we cancel it, tell you why, and refund what you paid to your Juicyin wallet.',
        ],
        ar: [
          'حين تضغط "تأكيد الطلب" وتنجح عملية الدفع نقبل طلبك: يظهر لك رقمه فوراً ويصلك بالبريد الإلكتروني. وإرسال الطلب نفسه مرتين، بعد انقطاع الاتصال مثلاً، لا ينشئ طلباً ثانياً ولا خصماً ثانياً.',
          'وإن تعذر علينا تحضير طلبك أو توصيله ألغيناه وأخبرناك بالسبب وأعدنا ما دفعته إلى محفظة جوسين.',
        ],
      },
    },
    {
      id: 'prices-and-vat',
      heading: { en: 'Prices and VAT', ar: 'الأسعار والضريبة' },
      paragraphs: {
        en: [
          'All prices are in Saudi riyals and include 15% VAT. Prices shown in US dollars or euros are approximate; you are charged in riyals. Your order keeps the prices shown when you confirmed it.',
          'Your total is worked out in this order: one coupon comes off, then redeemed points (every 50 points take SAR 1.30 off), then the delivery fee is added, and finally wallet credit pays part or all of the rest. Your invoice shows each figure and the VAT included in the total.',
        ],
        ar: [
          'جميع الأسعار بالريال السعودي وتشمل ضريبة القيمة المضافة ١٥٪. والأسعار المعروضة بالدولار أو اليورو تقريبية، والخصم يكون بالريال. ويحتفظ طلبك بالأسعار المعروضة وقت تأكيده.',
          'يُحسب إجمالي طلبك بهذا الترتيب: تُخصم قسيمة واحدة، ثم النقاط المستبدلة (كل ٥٠ نقطة تخصم ١٫٣٠ ريال)، ثم تُضاف رسوم التوصيل، وأخيراً يدفع رصيد المحفظة جزءاً من الباقي أو كله. وتبين فاتورتك كل رقم منها والضريبة المشمولة في الإجمالي.',
        ],
      },
    },
    {
      id: 'payment',
      heading: { en: 'Payment', ar: 'الدفع' },
      paragraphs: {
        en: [
          'Pay by card (mada, Visa, Mastercard or American Express), with your wallet credit, or with both. Cash on delivery is offered only when the shop switches it on; checkout shows whether it is available and any fee before you choose it.',
        ],
        ar: [
          'ادفع بالبطاقة (مدى أو فيزا أو ماستركارد أو أمريكان إكسبريس)، أو برصيد محفظتك، أو بهما معاً. ولا يُتاح الدفع عند الاستلام إلا حين يفعّله المتجر، وتبين صفحة الدفع إن كان متاحاً وأي رسوم له قبل أن تختاره.',
        ],
      },
    },
    {
      id: 'delivery',
      heading: { en: 'Delivery', ar: 'التوصيل' },
      paragraphs: {
        en: [
          'We deliver to the address you choose in Riyadh (free), Jeddah or Dammam (for the fee shown at checkout). In Riyadh, orders placed before 11:00 arrive the same day.',
          'The juice is yours once it is handed to you. If no one can receive it, our driver calls you; juice that cannot be delivered the same day cannot be kept for the next.',
        ],
        ar: [
          'نوصل إلى العنوان الذي تختاره في الرياض (مجاناً) أو جدة أو الدمام (بالرسوم الظاهرة عند الدفع). وفي الرياض تصل الطلبات المقدمة قبل الساعة ١١:٠٠ في اليوم نفسه.',
          'يصبح العصير ملكك حين يُسلَّم إليك. وإن لم يستلمه أحد اتصل بك المندوب، فالعصير الذي يتعذر توصيله في اليوم نفسه لا يمكن حفظه لليوم التالي.',
        ],
      },
    },
    {
      id: 'cancellation',
      heading: { en: 'Cancellation', ar: 'الإلغاء' },
      paragraphs: {
        en: [
          'You can cancel your order in My Orders while it is Placed. Once we start preparing it, contact us; we can still cancel it until it leaves the kitchen.',
          'When a paid order is cancelled, the amount you paid by card or from your wallet is refunded to your Juicyin wallet, and the points you redeemed come back. Credit refunded from a card can be withdrawn from My Wallet.',
        ],
        ar: [
          'يمكنك إلغاء طلبك من "طلباتي" ما دام في حالة "تم الطلب". وبعد أن نبدأ تحضيره تواصل معنا، فما زال بإمكاننا إلغاؤه حتى يغادر المطبخ.',
          'وعند إلغاء طلب مدفوع يُعاد ما دفعته بالبطاقة أو من محفظتك إلى محفظة جوسين، وتعود النقاط التي استبدلتها. ويمكن سحب الرصيد المسترد من دفع بالبطاقة من صفحة "محفظتي".',
        ],
      },
    },
    {
      id: 'returns-and-fresh-food',
      heading: { en: 'Returns and fresh food', ar: 'الإرجاع والأطعمة الطازجة' },
      paragraphs: {
        en: [
          'Fresh juice, smoothies, ice cream and salads are perishable, so the right to return a purchase within seven days under the Saudi E-Commerce Law does not apply to them.',
          'You are still protected: a juice that arrives spoiled, damaged or wrong is refunded under our Warranty policy if you tell us within 24 hours with a photo.',
        ],
        ar: [
          'العصائر الطازجة والسموذي والآيس كريم والسلطات منتجات سريعة التلف، لذا لا ينطبق عليها حق إرجاع المشتريات خلال سبعة أيام الوارد في نظام التجارة الإلكترونية السعودي.',
          'ومع ذلك أنت محمي: العصير الذي يصل فاسداً أو تالفاً أو خاطئاً نعيد ثمنه وفق سياسة الضمان إن أخبرتنا خلال ٢٤ ساعة مع صورة.',
        ],
      },
    },
    {
      id: 'points-earned',
      heading: { en: 'Points earned', ar: 'النقاط المكتسبة' },
      paragraphs: {
        en: [
          'Checkout shows the points an order will earn. They are credited when the order is delivered, never for a cancelled order, and expire 180 days later.',
        ],
        ar: [
          'تبين صفحة الدفع النقاط التي سيكسبها الطلب. وتُضاف إلى رصيدك عند توصيل الطلب، ولا تُحتسب للطلب الملغى، وتنتهي صلاحيتها بعد ١٨٠ يوماً.',
        ],
      },
    },
  ],
};
