// The steps of a purchase through the checkout, by accessible names, in English or Arabic.
import { expect, type Page } from '@playwright/test';
import { productPath } from '@juicyin/contract/paths';
import {
  defaultPreferences,
  PREFERENCES_COOKIE,
  PREFERENCES_KEY,
  preferencesCookieValue,
  writePreferences,
} from '../../apps/shop/src/preferences/preferences.ts';
import { purchaseProducts } from './purchase-products.ts';

export type Language = 'en' | 'ar';

export const words = {
  addToBag: { en: 'Add to bag', ar: 'أضف إلى الحقيبة' },
  buyNow: { en: 'Buy Now', ar: 'اشترِ الآن' },
  continueShopping: { en: 'Continue shopping', ar: 'تابع التسوق' },
  checkoutTitle: { en: 'Secure Checkout', ar: 'الدفع الآمن' },
  register: { en: 'Register', ar: 'إنشاء حساب' },
  registerButton: { en: 'Register', ar: 'إنشاء الحساب' },
  firstName: { en: /First name/, ar: /الاسم الأول/ },
  lastName: { en: /Last name/, ar: /اسم العائلة/ },
  email: { en: /E-mail/, ar: /البريد الإلكتروني/ },
  password: { en: /^Password/, ar: /^كلمة المرور/ },
  terms: { en: /I agree to the/, ar: /أوافق على/ },
  mobile: { en: /Mobile/, ar: /الجوال/ },
  buildingNumber: { en: /Building number/, ar: /رقم المبنى/ },
  street: { en: /^Street/, ar: /^الشارع/ },
  district: { en: /District/, ar: /الحي/ },
  postalCode: { en: /Postal code/, ar: /الرمز البريدي/ },
  additionalNumber: { en: /Additional number/, ar: /الرقم الإضافي/ },
  shortAddress: { en: /Short address/, ar: /العنوان المختصر/ },
  city: { en: /City/, ar: /المدينة/ },
  region: { en: /Region/, ar: /المنطقة/ },
  saveAddress: { en: 'Save Address', ar: 'حفظ العنوان' },
  deliveringHere: { en: 'Delivering here', ar: 'التوصيل هنا' },
  redeemFor: { en: /^Redeem for/, ar: /^استبدل مقابل/ },
  pointsApplied: { en: /50 points redeemed/, ar: /50 نقطة مستبدلة/ },
  couponCode: { en: 'Coupon code', ar: 'رمز القسيمة' },
  addCoupon: { en: 'Add a coupon', ar: 'أضف قسيمة' },
  couponApplied: { en: /WELCOME10 applied/, ar: /طُبّقت WELCOME10/ },
  cardNumber: { en: /Card number/, ar: /رقم البطاقة/ },
  holderName: { en: /Name on card/, ar: /الاسم على البطاقة/ },
  expiry: { en: /Expires on/, ar: /تاريخ الانتهاء/ },
  cvv: { en: /CVV/, ar: /رمز التحقق/ },
  confirm: { en: 'Confirm Order', ar: 'تأكيد الطلب' },
  allSet: { en: /You.re all set/, ar: /تم كل شيء/ },
  orderNumber: { en: /Order number: (JY-[\w-]+)$/, ar: /رقم الطلب: (JY-[\w-]+)$/ },
  viewOrder: { en: 'View your order', ar: 'اعرض طلبك' },
  keepShopping: { en: 'Keep shopping', ar: 'تابع التسوق' },
  declined: { en: /Your card was declined/, ar: /رُفضت بطاقتك/ },
} as const;

/**
 * A shopper's choice of `language` as the shop keeps it: the cookie that tells the server (so it
 * renders the page in it) and the stored preferences, each written by the shop's own functions.
 */
async function chosenLanguage(page: Page, language: Language): Promise<[key: string, value: string]> {
  const preferences = { ...defaultPreferences, language };
  const cookie = preferencesCookieValue(preferences);
  await page.context().addCookies([{ name: PREFERENCES_COOKIE, value: cookie, domain: '127.0.0.1', path: '/' }]);
  const stored = new Map<string, string>();
  writePreferences({ setItem: (key, value) => stored.set(key, value) }, preferences);
  return [PREFERENCES_KEY, stored.get(PREFERENCES_KEY) ?? ''];
}

/**
 * Shows the shop in `language` from the first page on, as to a shopper who chose it on an earlier
 * visit: the choice in the browser's storage and in the cookie that tells the server, so the first
 * page is rendered in that language (and its fonts load with it) rather than switching after React
 * takes the page over. Only the storage, without the cookie, moved a button under a press while
 * the Arabic fonts came in.
 */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    await chosenLanguage(page, language),
  );
}

/** Changes the shopper's language from the next page load on, as choosing it in the header does. */
export async function switchLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      localStorage.setItem(key, value);
    },
    await chosenLanguage(page, language),
  );
}

const client = { 'x-juicyin-client': '1' };

/** A signed-in shopper (through the API, sharing the page's cookies) with one juice in the bag and a Riyadh address. */
export async function shopperWithBag(
  page: Page,
  language: Language,
  name: string,
  { address: withAddress = true }: { readonly address?: boolean } = {},
): Promise<void> {
  await useLanguage(page, language);
  const register = await page.request.post('/api/auth/register', {
    headers: client,
    data: {
      firstName: 'Reem',
      lastName: 'Alotaibi',
      email: `${name}.${Date.now()}@example.com`,
      password: 'grape-juice-11',
      acceptTerms: true,
      locale: language,
    },
  });
  expect(register.ok()).toBe(true);
  const product = (await (await page.request.get(`/api/products/${purchaseProducts[1]}`)).json()) as {
    defaultVariant: { sku: string };
  };
  const line = await page.request.put(`/api/me/bag/lines/${product.defaultVariant.sku}`, {
    headers: client,
    data: { quantity: 1 },
  });
  expect(line.ok()).toBe(true);
  if (!withAddress) return;
  const address = await page.request.post('/api/me/addresses', {
    headers: client,
    data: {
      firstName: 'Reem',
      lastName: 'Alotaibi',
      mobile: '0551234567',
      postalCode: '12271',
      buildingNumber: '7235',
      additionalNumber: '2121',
      district: 'Al Olaya',
      street: '7235 King Fahd Road',
      city: 'Riyadh',
      region: 'Riyadh Province',
      type: 'home',
      isDefault: true,
    },
  });
  expect(address.ok()).toBe(true);
}

/** Adds one unit of a product's leading variant to the bag from its page. */
export async function addToBag(page: Page, slug: string, language: Language): Promise<void> {
  await page.goto(productPath(slug));
  const main = page.getByRole('main');
  await main.getByRole('button', { name: words.addToBag[language], exact: true }).first().click();
  const added = page.getByRole('dialog');
  await added.getByRole('button', { name: words.continueShopping[language] }).click();
  await expect(added).toBeHidden();
}

/** Registers a new shopper on checkout's SIGN IN step. */
export async function registerOnCheckout(page: Page, email: string, language: Language): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: words.register[language] }).click();
  await main.getByRole('textbox', { name: words.firstName[language] }).fill('Sara');
  await main.getByRole('textbox', { name: words.lastName[language] }).fill('Alqahtani');
  await main.getByRole('textbox', { name: words.email[language] }).fill(email);
  await main.getByLabel(words.password[language]).fill('orange-juice-42');
  // The box by keyboard: its label holds the terms link, which a pointer may hit instead (in RTL it did).
  const terms = main.getByRole('checkbox', { name: words.terms[language] });
  await terms.focus();
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await main.getByRole('button', { name: words.registerButton[language], exact: true }).click();
}

/**
 * Adds a Riyadh national address with the checkout's inline form (open at once when none is
 * saved). In Arabic the building number is typed in Arabic-Indic digits, as a phone's Arabic
 * keyboard gives them. The city is Riyadh unless told (another delivery zone's city).
 */
export async function addRiyadhAddress(page: Page, language: Language, city = 'Riyadh'): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: words.firstName[language] }).fill('Sara');
  await main.getByRole('textbox', { name: words.lastName[language] }).fill('Alqahtani');
  await main.getByRole('textbox', { name: words.mobile[language] }).fill('0551234567');
  await main.getByRole('textbox', { name: words.buildingNumber[language] }).fill(language === 'ar' ? '٧٢٣٥' : '7235');
  await main.getByRole('textbox', { name: words.street[language] }).fill('King Fahd Road');
  await main.getByRole('textbox', { name: words.district[language] }).fill('Al Olaya');
  await main.getByRole('textbox', { name: words.city[language] }).fill(city);
  await main.getByRole('textbox', { name: words.region[language] }).fill('Riyadh Province');
  await main.getByRole('textbox', { name: words.postalCode[language] }).fill('12271');
  await main.getByRole('textbox', { name: words.additionalNumber[language] }).fill('2121');
  await main.getByRole('textbox', { name: words.shortAddress[language] }).fill('raoa 7235');
  await main.getByRole('button', { name: words.saveAddress[language] }).click();
  await expect(main.getByRole('button', { name: words.deliveringHere[language] })).toBeVisible();
}

/** Types a card into the payment fields. */
export async function fillCard(page: Page, number: string, language: Language): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: words.cardNumber[language] }).fill(number);
  await main.getByRole('textbox', { name: words.holderName[language] }).fill('Sara Alqahtani');
  await main.getByRole('textbox', { name: words.expiry[language] }).fill('08/29');
  await main.getByRole('textbox', { name: words.cvv[language] }).fill('123');
}

/** The link in the newest e-mail to `to` whose subject matches, from the development outbox. */
export async function linkFromOutbox(page: Page, to: string, subject: RegExp): Promise<URL> {
  let link: string | undefined;
  await expect(async () => {
    const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as {
      messages: { to: string; subject: string; text: string }[];
    };
    const message = outbox.messages.filter((m) => m.to === to && subject.test(m.subject)).at(-1);
    link = /https?:\/\/\S+/.exec(message?.text ?? '')?.[0];
    expect(link).toBeDefined();
  }).toPass();
  return new URL(link ?? '');
}

/** The grand total the checkout shows (halalas, from the quote). */
export async function shownGrandTotal(page: Page): Promise<number> {
  const value = await page.locator('[data-line="grandTotal"] data').getAttribute('value');
  return Number(value);
}

export interface OrderFromApi {
  readonly number: string;
  readonly totals: { readonly grandTotal: number; readonly pointsRedeemed: number; readonly couponDiscount: number };
}

/** The shopper's orders, as the API lists them. */
export async function ordersOf(page: Page): Promise<{ items: { number: string }[]; total: number }> {
  return (await (await page.request.get('/api/me/orders')).json()) as { items: { number: string }[]; total: number };
}
