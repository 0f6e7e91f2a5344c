import type { InfoPageSeed } from '../page-data.ts';

export const termsConditions: InfoPageSeed = {
  slug: 'terms-conditions',
  title: { en: 'Terms & Conditions', ar: 'الشروط والأحكام' },
  intro: {
    en: [
      'These terms apply when you create an account or order from Juicyin, the online shop of Juicyin Fresh Juice Co., Riyadh. By registering you agree to them, so please read them once; they are short.',
    ],
    ar: [
      'تسري هذه الشروط عند إنشاء حساب أو الطلب من جوسين، المتجر الإلكتروني لشركة جوسين للعصائر الطازجة في الرياض. بتسجيلك توافق عليها، فنرجو قراءتها مرة واحدة؛ فهي قصيرة.',
    ],
  },
  layout: 'sections',
  sections: [
    {
      id: 'our-commitment',
      heading: { en: 'Our Commitment', ar: 'التزامنا' },
      paragraphs: {
        en: [
          'We press every juice the morning we deliver it, from whole fruit and vegetables, with no water and no sugar added. We show you the full price, VAT included, before you pay, and we charge you exactly that.',
          'If something is wrong with your order, we put it right: a juice that arrives spoiled or damaged is refunded, and our team answers on 920 000 000 and at hello@juicyin.sa.',
        ],
        ar: [
          'نعصر كل عصير صباح يوم توصيله، من فاكهة وخضار كاملة، دون إضافة ماء أو سكر. ونعرض لك السعر الكامل شاملاً الضريبة قبل أن تدفع، ولا نحصّل منك أكثر منه.',
          'وإن حدث خطأ في طلبك نصلحه: العصير الذي يصل فاسداً أو تالفاً نعيد مبلغه، وفريقنا يجيبك على 920 000 000 وعلى hello@juicyin.sa.',
        ],
      },
    },
    {
      id: 'your-account',
      heading: { en: 'Your account', ar: 'حسابك' },
      paragraphs: {
        en: [
          'Give your real name, a working e-mail address and, for delivery, a correct national address and mobile number. Keep your password to yourself; you are responsible for orders placed from your account.',
        ],
        ar: [
          'أدخل اسمك الحقيقي وبريداً إلكترونياً فعّالاً، وللتوصيل عنواناً وطنياً صحيحاً ورقم جوال. احتفظ بكلمة المرور لنفسك، فأنت مسؤول عن الطلبات التي تُقدَّم من حسابك.',
        ],
      },
    },
    {
      id: 'prices-and-payment',
      heading: { en: 'Prices and payment', ar: 'الأسعار والدفع' },
      paragraphs: {
        en: [
          'Prices are in Saudi riyals and include 15% VAT. A price shown in US dollars or euros is an estimate; you are always charged in riyals. We check prices, coupons, points and wallet credit again when you confirm, and if anything changed we tell you before charging.',
          'One coupon applies per order. You receive a simplified tax invoice for every order in My Orders.',
        ],
        ar: [
          'الأسعار بالريال السعودي وتشمل ضريبة القيمة المضافة ١٥٪. السعر المعروض بالدولار أو اليورو تقديري، والخصم يكون دائماً بالريال. نتحقق من الأسعار والقسائم والنقاط ورصيد المحفظة مرة أخرى عند التأكيد، وإن تغير شيء أخبرناك قبل الخصم.',
          'تُستخدم قسيمة واحدة لكل طلب، وتجد فاتورة ضريبية مبسطة لكل طلب في "طلباتي".',
        ],
      },
    },
    {
      id: 'delivery',
      heading: { en: 'Delivery', ar: 'التوصيل' },
      paragraphs: {
        en: [
          'We deliver in Riyadh for free and to Jeddah and Dammam for the fee shown at checkout. You can save an address in another city, but we cannot deliver there yet. Please be reachable on your mobile when the driver arrives: fresh juice cannot wait long.',
        ],
        ar: [
          'نوصل داخل الرياض مجاناً، وإلى جدة والدمام بالرسوم الظاهرة عند الدفع. يمكنك حفظ عنوان في مدينة أخرى، لكننا لا نوصل إليها بعد. نرجو أن تكون متاحاً على جوالك عند وصول المندوب، فالعصير الطازج لا يحتمل الانتظار طويلاً.',
        ],
      },
    },
    {
      id: 'cancellation-and-refunds',
      heading: { en: 'Cancellation and refunds', ar: 'الإلغاء والاسترداد' },
      paragraphs: {
        en: [
          'You can cancel an order yourself while it is Placed. Once we start preparing it, call or write to us. When a paid order is cancelled, what you paid by card or from your wallet comes back to your Juicyin wallet, and any points you redeemed return to your balance.',
          'Because juice is fresh food, we cannot take back a juice you simply changed your mind about. If it arrives spoiled or damaged, see our Warranty policy.',
        ],
        ar: [
          'يمكنك إلغاء الطلب بنفسك ما دام في حالة "تم الطلب"، وبعد أن نبدأ تحضيره اتصل بنا أو راسلنا. وعند إلغاء طلب مدفوع يعود ما دفعته بالبطاقة أو من محفظتك إلى محفظة جوسين، وتعود النقاط التي استبدلتها إلى رصيدك.',
          'ولأن العصير طعام طازج، لا نستطيع استرجاع عصير غيّرت رأيك فيه فحسب. أما إن وصل فاسداً أو تالفاً فاطلع على سياسة الضمان.',
        ],
      },
    },
    {
      id: 'points-and-wallet',
      heading: { en: 'Points and wallet', ar: 'النقاط والمحفظة' },
      paragraphs: {
        en: [
          'Points are a reward, not money: they expire 180 days after you earn them and cannot be exchanged for cash. Wallet credit is in riyals; credit refunded from a card payment can be withdrawn, goodwill credit can only be spent in the shop.',
        ],
        ar: [
          'النقاط مكافأة وليست نقوداً: تنتهي صلاحيتها بعد ١٨٠ يوماً من كسبها ولا تُستبدل نقداً. أما رصيد المحفظة فبالريال؛ ويمكن سحب الرصيد المسترد من دفع بالبطاقة، أما رصيد المجاملة فيُنفق في المتجر فقط.',
        ],
      },
    },
    {
      id: 'reviews-and-comments',
      heading: { en: 'Reviews and comments', ar: 'التقييمات والتعليقات' },
      paragraphs: {
        en: [
          'Review only products you received, and comment in good faith. We remove reviews and comments that are abusive, off topic or advertising, and we may close an account that abuses the shop, its coupons or its referral rewards.',
        ],
        ar: [
          'قيّم فقط المنتجات التي استلمتها، وعلّق بحسن نية. نحذف التقييمات والتعليقات المسيئة أو الخارجة عن الموضوع أو الإعلانية، وقد نغلق الحساب الذي يسيء استخدام المتجر أو قسائمه أو مكافآت الإحالة.',
        ],
      },
    },
    {
      id: 'changes-and-governing-law',
      heading: { en: 'Changes and governing law', ar: 'التعديلات والنظام المطبق' },
      paragraphs: {
        en: [
          'We may update these terms; the date at the top of the page shows the last change, and an order is governed by the terms in force when you placed it. These terms are governed by the laws of the Kingdom of Saudi Arabia.',
        ],
        ar: [
          'قد نحدّث هذه الشروط، ويبين التاريخ أعلى الصفحة آخر تعديل، ويخضع كل طلب للشروط السارية وقت تقديمه. تخضع هذه الشروط لأنظمة المملكة العربية السعودية.',
        ],
      },
    },
  ],
};
