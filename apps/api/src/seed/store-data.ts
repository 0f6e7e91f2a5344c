/** The delivery zones, store settings and contact details seeded on first start. */

export const deliveryZoneSeeds = [
  { key: 'riyadh', cityEn: 'Riyadh', cityAr: 'الرياض', fee: 0, served: true },
  { key: 'jeddah', cityEn: 'Jeddah', cityAr: 'جدة', fee: 2500, served: true },
  { key: 'dammam', cityEn: 'Dammam', cityAr: 'الدمام', fee: 2500, served: true },
  { key: 'mecca', cityEn: 'Mecca', cityAr: 'مكة المكرمة', fee: 3000, served: false },
  { key: 'medina', cityEn: 'Medina', cityAr: 'المدينة المنورة', fee: 3000, served: false },
] as const;

export const storeSettingsSeed = {
  codEnabled: false,
  codFee: 0,
  codReasonEn: 'Cash on delivery is unavailable due to the pandemic',
  codReasonAr: 'الدفع عند الاستلام غير متاح بسبب الجائحة',
  eurPerSar: '0.24',
  sellerNameEn: 'Juicyin Fresh Juice Co.',
  sellerNameAr: 'شركة جوسين للعصائر الطازجة',
  sellerVatNumber: '310123456700003',
} as const;

/** How shoppers reach the shop (Riyadh): the contact page, the help line and the footer's social links. */
export const storeContactSeed = {
  addressEn: 'King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
  addressAr: 'طريق الملك فهد، العليا، الرياض ١٢٢١٤، المملكة العربية السعودية',
  phone: '+966920000000',
  phoneDisplay: '920 000 000',
  email: 'hello@juicyin.sa',
  hoursEn: 'Every day, 8 am to 11 pm',
  hoursAr: 'يومياً، من ٨ صباحاً حتى ١١ مساءً',
  lat: 24.7136,
  lng: 46.6753,
  social: [
    { id: 'instagram', network: 'Instagram', href: 'https://www.instagram.com/juicyin' },
    { id: 'x', network: 'X', href: 'https://x.com/juicyin' },
    { id: 'facebook', network: 'Facebook', href: 'https://www.facebook.com/juicyin' },
  ],
} as const;
