// Drizzle's view of migrations/*.sql (the SQL files are the source of truth; keep both in step).
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const storeSettings = pgTable('store_settings', {
  id: integer('id').primaryKey(),
  codEnabled: boolean('cod_enabled').notNull(),
  codFee: integer('cod_fee').notNull(),
  codReasonEn: text('cod_reason_en'),
  codReasonAr: text('cod_reason_ar'),
  eurPerSar: numeric('eur_per_sar').notNull(),
  sellerNameEn: text('seller_name_en').notNull(),
  sellerNameAr: text('seller_name_ar').notNull(),
  sellerVatNumber: text('seller_vat_number').notNull(),
  seededAt: at('seeded_at'),
  latePlacedMinutes: integer('late_placed_minutes').notNull().default(15),
  lateProcessingMinutes: integer('late_processing_minutes').notNull().default(45),
  lateShippingMinutes: integer('late_shipping_minutes').notNull().default(90),
  // Version 6: the store's contact details (filled by the seed when empty).
  contactAddressEn: text('contact_address_en'),
  contactAddressAr: text('contact_address_ar'),
  contactPhone: text('contact_phone'),
  contactPhoneDisplay: text('contact_phone_display'),
  contactEmail: text('contact_email'),
  contactHoursEn: text('contact_hours_en'),
  contactHoursAr: text('contact_hours_ar'),
  contactLat: doublePrecision('contact_lat'),
  contactLng: doublePrecision('contact_lng'),
  /** `[{ id, network, href }]` */
  contactSocial: jsonb('contact_social'),
  // Version 9: staff's edits (issue 21).
  version: integer('version').notNull().default(1),
});

export const deliveryZones = pgTable('delivery_zones', {
  key: text('key').primaryKey(),
  cityEn: text('city_en').notNull(),
  cityAr: text('city_ar').notNull(),
  fee: integer('fee').notNull(),
  served: boolean('served').notNull(),
  position: integer('position').notNull(),
});

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  highlightsEn: text('highlights_en').array().notNull(),
  highlightsAr: text('highlights_ar').array().notNull(),
  category: text('category').notNull(),
  flavour: text('flavour').notNull(),
  flavourEn: text('flavour_en').notNull(),
  flavourAr: text('flavour_ar').notNull(),
  seasons: text('seasons').array().notNull(),
  ratingTenths: integer('rating_tenths').notNull(),
  reviewCount: integer('review_count').notNull(),
  /** Version 3: the exact sum of all ratings in tenths; null until the first written review. */
  ratingSumTenths: integer('rating_sum_tenths'),
  refillPrice: integer('refill_price'),
  colour: text('colour').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  /** Grows by one with every staff change to the product or its variants (optimistic locking). */
  version: integer('version').notNull().default(1),
});

export const variants = pgTable('variants', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull(),
  sku: text('sku').notNull().unique(),
  material: text('material').notNull(),
  size: text('size').notNull(),
  price: integer('price').notNull(),
  oldPrice: integer('old_price'),
  stock: integer('stock').notNull(),
  position: integer('position').notNull(),
});

export const specials = pgTable(
  'specials',
  {
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    productId: integer('product_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.period, table.productId] })],
);

export const productSales = pgTable(
  'product_sales',
  { productId: integer('product_id').notNull(), day: date('day').notNull(), units: integer('units').notNull() },
  (table) => [primaryKey({ columns: [table.productId, table.day] })],
);

export const coPurchases = pgTable(
  'co_purchases',
  {
    productId: integer('product_id').notNull(),
    otherProductId: integer('other_product_id').notNull(),
    orders: integer('orders').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.otherProductId] })],
);

export const shoppers = pgTable('shoppers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  emailVerifiedAt: at('email_verified_at'),
  mobile: text('mobile'),
  preferredLanguage: text('preferred_language').notNull(),
  gender: text('gender'),
  birthdate: date('birthdate'),
  notifyBalance: boolean('notify_balance').notNull(),
  notifyExpiry: boolean('notify_expiry').notNull(),
  notifyNewsletter: boolean('notify_newsletter').notNull(),
  notifyMessages: boolean('notify_messages').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  role: text('role').notNull().default('shopper'),
  referralCode: text('referral_code'),
  referredBy: uuid('referred_by'),
});

export const sessions = pgTable('sessions', {
  idHash: text('id_hash').primaryKey(),
  shopperId: uuid('shopper_id').notNull(),
  persistent: boolean('persistent').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
});

export const tokens = pgTable('tokens', {
  hash: text('hash').primaryKey(),
  shopperId: uuid('shopper_id').notNull(),
  purpose: text('purpose').notNull(),
  email: text('email').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Counted events of every throttle (failed sign-ins, comments, enquiries); `login_failures` before version 6. */
export const throttleEvents = pgTable('throttle_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  scope: text('scope').notNull(),
  key: text('key').notNull(),
  at: at('at').notNull().defaultNow(),
});

export const pointsLedger = pgTable('points_ledger', {
  id: uuid('id').primaryKey().defaultRandom(),
  shopperId: uuid('shopper_id').notNull(),
  type: text('type').notNull(),
  amount: integer('amount').notNull(),
  reference: text('reference'),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at'),
  /** Earn rows: what is left of the lot. */
  remaining: integer('remaining'),
  /** Redeemed rows: the lots taken, `[{ lotId, points, expiresAt }]`. */
  allocations: jsonb('allocations'),
  /** Expired rows: the lot that expired. */
  lotId: uuid('lot_id'),
  expiryWarnedAt: at('expiry_warned_at'),
});

export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  sentAt: at('sent_at'),
});

export const addresses = pgTable('addresses', {
  id: uuid('id').primaryKey().defaultRandom(),
  shopperId: uuid('shopper_id').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  mobile: text('mobile').notNull(),
  postalCode: text('postal_code').notNull(),
  district: text('district').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  region: text('region').notNull(),
  /** Null on addresses saved before migration 0004; required on new input. */
  buildingNumber: text('building_number'),
  additionalNumber: text('additional_number'),
  shortAddress: text('short_address'),
  type: text('type').notNull(),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  isDefault: boolean('is_default').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const bagLines = pgTable(
  'bag_lines',
  {
    shopperId: uuid('shopper_id').notNull(),
    variantId: integer('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.shopperId, table.variantId] })],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    shopperId: uuid('shopper_id').notNull(),
    variantId: integer('variant_id').notNull(),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.shopperId, table.variantId] })],
);

export const blogPosts = pgTable('blog_posts', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  excerptEn: text('excerpt_en').notNull(),
  excerptAr: text('excerpt_ar').notNull(),
  bodyEn: text('body_en').array().notNull(),
  bodyAr: text('body_ar').array().notNull(),
  author: text('author').notNull(),
  image: text('image').notNull(),
  featured: boolean('featured').notNull(),
  ofTheWeek: boolean('of_the_week').notNull(),
  publishedAt: at('published_at').notNull(),
});

export const blogComments = pgTable('blog_comments', {
  id: uuid('id').primaryKey().defaultRandom(),
  postId: integer('post_id').notNull(),
  shopperId: uuid('shopper_id').notNull(),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const faqEntries = pgTable(
  'faq_entries',
  {
    groupKey: text('group_key').notNull(),
    groupPosition: integer('group_position').notNull(),
    groupTitleEn: text('group_title_en').notNull(),
    groupTitleAr: text('group_title_ar').notNull(),
    position: integer('position').notNull(),
    questionEn: text('question_en').notNull(),
    questionAr: text('question_ar').notNull(),
    answerEn: text('answer_en').notNull(),
    answerAr: text('answer_ar').notNull(),
  },
  (table) => [primaryKey({ columns: [table.groupKey, table.position] })],
);

export const enquiries = pgTable('enquiries', {
  id: uuid('id').primaryKey().defaultRandom(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  /** The 'Pitch us' text; null on price-match reports. */
  enquiry: text('enquiry'),
  createdAt: at('created_at').notNull().defaultNow(),
  // Version 6: price-match reports are enquiries of their own kind.
  kind: text('kind').notNull().default('contact'),
  product: text('product'),
  seenAt: text('seen_at'),
  price: integer('price'),
  link: text('link'),
  locale: text('locale'),
});

// Version 6 (migrations/0006_content.sql): information pages and share counts.

export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  introEn: text('intro_en').array().notNull(),
  introAr: text('intro_ar').array().notNull(),
  layout: text('layout').notNull(),
  sections: jsonb('sections').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const blogShares = pgTable(
  'blog_shares',
  {
    postId: integer('post_id').notNull(),
    target: text('target').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.target] })],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  locale: text('locale').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

// Version 2 (migrations/0002_orders.sql): orders, payments, invoices, wallet, coupons, reviews, staff.

export const loyaltyEvents = pgTable('loyalty_events', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  tier: text('tier'),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
});

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  kind: text('kind').notNull(),
  value: integer('value').notNull(),
  minSubTotal: integer('min_sub_total').notNull(),
  validFrom: at('valid_from'),
  validUntil: at('valid_until'),
  totalLimit: integer('total_limit'),
  perShopperLimit: integer('per_shopper_limit'),
  tier: text('tier'),
  descriptionEn: text('description_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  uses: integer('uses').notNull(),
});

export const couponGrants = pgTable(
  'coupon_grants',
  {
    couponId: integer('coupon_id').notNull(),
    shopperId: uuid('shopper_id').notNull(),
    grantedAt: at('granted_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.couponId, table.shopperId] })],
);

export const orders = pgTable('orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  number: text('number').notNull(),
  shopperId: uuid('shopper_id').notNull(),
  status: text('status').notNull(),
  language: text('language').notNull(),
  address: jsonb('address').notNull(),
  zoneKey: text('zone_key').notNull(),
  paymentMethod: text('payment_method').notNull(),
  couponId: integer('coupon_id'),
  couponCode: text('coupon_code'),
  subTotal: integer('sub_total').notNull(),
  couponDiscount: integer('coupon_discount').notNull(),
  pointsRedeemed: integer('points_redeemed').notNull(),
  pointDiscount: integer('point_discount').notNull(),
  codFee: integer('cod_fee').notNull(),
  shipping: integer('shipping').notNull(),
  walletApplied: integer('wallet_applied').notNull(),
  grandTotal: integer('grand_total').notNull(),
  vat: integer('vat').notNull(),
  pointsEarned: integer('points_earned').notNull(),
  placedAt: at('placed_at').notNull(),
  deliveredAt: at('delivered_at'),
  cancelledAt: at('cancelled_at'),
  cancelledBy: text('cancelled_by'),
});

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id').notNull(),
    position: integer('position').notNull(),
    variantId: integer('variant_id').notNull(),
    productId: integer('product_id').notNull(),
    productSlug: text('product_slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    material: text('material').notNull(),
    size: text('size').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: integer('line_total').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.position] })],
);

export const couponRedemptions = pgTable('coupon_redemptions', {
  couponId: integer('coupon_id').notNull(),
  shopperId: uuid('shopper_id').notNull(),
  orderId: uuid('order_id').notNull(),
  at: at('at').notNull(),
});

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id'),
  shopperId: uuid('shopper_id').notNull(),
  provider: text('provider').notNull(),
  providerReference: text('provider_reference').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  holderName: text('holder_name').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  amount: integer('amount').notNull(),
  status: text('status').notNull(),
  createdAt: at('created_at').notNull(),
});

export const invoiceCounter = pgTable('invoice_counter', {
  id: integer('id').primaryKey(),
  lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
});

export const invoices = pgTable('invoices', {
  number: bigint('number', { mode: 'number' }).primaryKey(),
  orderId: uuid('order_id').notNull(),
  issuedAt: at('issued_at').notNull(),
  sellerName: text('seller_name').notNull(),
  sellerVatNumber: text('seller_vat_number').notNull(),
  totalWithVat: integer('total_with_vat').notNull(),
  vatTotal: integer('vat_total').notNull(),
  qr: text('qr').notNull(),
});

export const shipmentEvents = pgTable('shipment_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: uuid('order_id').notNull(),
  status: text('status').notNull(),
  location: text('location').notNull(),
  textEn: text('text_en').notNull(),
  textAr: text('text_ar').notNull(),
  at: at('at').notNull(),
  staffId: uuid('staff_id'),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    shopperId: uuid('shopper_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shopperId, table.key] })],
);

export const walletLedger = pgTable('wallet_ledger', {
  id: uuid('id').primaryKey().defaultRandom(),
  shopperId: uuid('shopper_id').notNull(),
  type: text('type').notNull(),
  orderId: uuid('order_id'),
  orderNumber: text('order_number'),
  description: text('description').notNull(),
  amount: integer('amount').notNull(),
  status: text('status').notNull(),
  withdrawable: boolean('withdrawable').notNull(),
  createdAt: at('created_at').notNull(),
  settledAt: at('settled_at'),
  settledBy: uuid('settled_by'),
});

export const reviews = pgTable('reviews', {
  id: uuid('id').primaryKey().defaultRandom(),
  productId: integer('product_id').notNull(),
  shopperId: uuid('shopper_id').notNull(),
  rating: integer('rating').notNull(),
  text: text('text').notNull(),
  authorName: text('author_name').notNull(),
  createdAt: at('created_at').notNull(),
});

export const surveyResponses = pgTable('survey_responses', {
  shopperId: uuid('shopper_id').primaryKey(),
  answers: jsonb('answers').notNull(),
  createdAt: at('created_at').notNull(),
});

export const staffActions = pgTable('staff_actions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  staffId: uuid('staff_id').notNull(),
  action: text('action').notNull(),
  subject: text('subject').notNull(),
  details: jsonb('details').notNull(),
  at: at('at').notNull(),
});

export const orderNotes = pgTable('order_notes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: uuid('order_id').notNull(),
  staffId: uuid('staff_id').notNull(),
  text: text('text').notNull(),
  at: at('at').notNull(),
});

export const orderEvents = pgTable('order_events', {
  seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  orderId: uuid('order_id').notNull(),
  number: text('number').notNull(),
  kind: text('kind').notNull(),
  status: text('status').notNull(),
  at: at('at').notNull(),
});
