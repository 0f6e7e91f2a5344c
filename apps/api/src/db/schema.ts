// Generated from migrations/*.sql by `pnpm --filter @juicyin/api db:schema` (src/db/schema-source.ts): do not edit.
// Change the schema with a new migration, then run that command; `pnpm test` fails while this file differs.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  foreignKey,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    excerptEn: text('excerpt_en').notNull(),
    excerptAr: text('excerpt_ar').notNull(),
    bodyEn: text('body_en').array().notNull(),
    bodyAr: text('body_ar').array().notNull(),
    author: text('author').notNull(),
    image: text('image').notNull(),
    featured: boolean('featured').notNull().default(false),
    ofTheWeek: boolean('of_the_week').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
  },
  (table) => [unique('blog_posts_slug_key').on(table.slug)],
);

export const blogShares = pgTable(
  'blog_shares',
  {
    postId: integer('post_id').notNull(),
    target: text('target', { enum: ['facebook', 'x', 'linkedin', 'whatsapp', 'telegram', 'email'] }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ name: 'blog_shares_pkey', columns: [table.postId, table.target] }),
    foreignKey({ name: 'blog_shares_post_id_fkey', columns: [table.postId], foreignColumns: [blogPosts.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  introEn: text('intro_en').array().notNull(),
  introAr: text('intro_ar').array().notNull(),
  layout: text('layout', { enum: ['sections', 'numbered', 'steps'] }).notNull(),
  sections: jsonb('sections').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    value: integer('value').notNull(),
    minSubTotal: integer('min_sub_total').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }),
    validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }),
    totalLimit: integer('total_limit'),
    perShopperLimit: integer('per_shopper_limit'),
    tier: text('tier', { enum: ['silver', 'gold', 'diamond'] }),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    uses: integer('uses').notNull().default(0),
    version: integer('version').notNull().default(1),
  },
  (table) => [unique('coupons_code_key').on(table.code)],
);

export const deliveryZones = pgTable('delivery_zones', {
  key: text('key').primaryKey(),
  cityEn: text('city_en').notNull(),
  cityAr: text('city_ar').notNull(),
  fee: integer('fee').notNull(),
  served: boolean('served').notNull(),
  position: integer('position').notNull(),
});

export const enquiries = pgTable('enquiries', {
  id: uuid('id').primaryKey().defaultRandom(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  enquiry: text('enquiry'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  kind: text('kind', { enum: ['contact', 'price-match'] })
    .notNull()
    .default('contact'),
  product: text('product'),
  seenAt: text('seen_at'),
  price: integer('price'),
  link: text('link'),
  locale: text('locale', { enum: ['en', 'ar'] }),
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
  (table) => [primaryKey({ name: 'faq_entries_pkey', columns: [table.groupKey, table.position] })],
);

export const invoiceCounter = pgTable('invoice_counter', {
  id: integer('id').primaryKey(),
  lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
});

export const loyaltyEvents = pgTable(
  'loyalty_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['bonus-points', 'super-saver'] }).notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    tier: text('tier', { enum: ['silver', 'gold', 'diamond'] }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    version: integer('version').notNull().default(1),
    couponId: integer('coupon_id'),
  },
  (table) => [
    foreignKey({ name: 'loyalty_events_coupon_id_fkey', columns: [table.couponId], foreignColumns: [coupons.id] }),
    unique('loyalty_events_coupon_id_key').on(table.couponId),
  ],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  locale: text('locale', { enum: ['en', 'ar'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    highlightsEn: text('highlights_en')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    highlightsAr: text('highlights_ar')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text('category').notNull(),
    flavour: text('flavour').notNull(),
    flavourEn: text('flavour_en').notNull(),
    flavourAr: text('flavour_ar').notNull(),
    seasons: text('seasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ratingTenths: integer('rating_tenths').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    refillPrice: integer('refill_price'),
    colour: text('colour').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ratingSumTenths: integer('rating_sum_tenths'),
    version: integer('version').notNull().default(1),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [unique('products_slug_key').on(table.slug)],
);

export const coPurchases = pgTable(
  'co_purchases',
  {
    productId: integer('product_id').notNull(),
    otherProductId: integer('other_product_id').notNull(),
    orders: integer('orders').notNull(),
  },
  (table) => [
    foreignKey({
      name: 'co_purchases_other_product_id_fkey',
      columns: [table.otherProductId],
      foreignColumns: [products.id],
    }).onDelete('cascade'),
    primaryKey({ name: 'co_purchases_pkey', columns: [table.productId, table.otherProductId] }),
    foreignKey({
      name: 'co_purchases_product_id_fkey',
      columns: [table.productId],
      foreignColumns: [products.id],
    }).onDelete('cascade'),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id'),
    material: text('material', { enum: ['regular', 'glass'] }),
    position: integer('position'),
    altEn: text('alt_en').notNull(),
    altAr: text('alt_ar').notNull(),
    hash: text('hash').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    large: bytea('large').notNull(),
    card: bytea('card').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    blogPostId: integer('blog_post_id'),
  },
  (table) => [
    foreignKey({
      name: 'product_images_blog_post_id_fkey',
      columns: [table.blogPostId],
      foreignColumns: [blogPosts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'product_images_product_id_fkey',
      columns: [table.productId],
      foreignColumns: [products.id],
    }).onDelete('cascade'),
  ],
);

export const productSales = pgTable(
  'product_sales',
  {
    productId: integer('product_id').notNull(),
    day: date('day').notNull(),
    units: integer('units').notNull(),
  },
  (table) => [
    primaryKey({ name: 'product_sales_pkey', columns: [table.productId, table.day] }),
    foreignKey({
      name: 'product_sales_product_id_fkey',
      columns: [table.productId],
      foreignColumns: [products.id],
    }).onDelete('cascade'),
  ],
);

export const shoppers = pgTable(
  'shoppers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    mobile: text('mobile'),
    preferredLanguage: text('preferred_language', { enum: ['en', 'ar', 'hi', 'ur'] })
      .notNull()
      .default('en'),
    gender: text('gender', { enum: ['male', 'female'] }),
    birthdate: date('birthdate'),
    notifyBalance: boolean('notify_balance').notNull().default(true),
    notifyExpiry: boolean('notify_expiry').notNull().default(true),
    notifyNewsletter: boolean('notify_newsletter').notNull().default(false),
    notifyMessages: boolean('notify_messages').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    role: text('role', { enum: ['shopper', 'staff'] })
      .notNull()
      .default('shopper'),
    referralCode: text('referral_code'),
    referredBy: uuid('referred_by'),
  },
  (table) => [
    foreignKey({ name: 'shoppers_referred_by_fkey', columns: [table.referredBy], foreignColumns: [table.id] }).onDelete(
      'set null',
    ),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
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
    type: text('type', { enum: ['home', 'work'] }).notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    buildingNumber: text('building_number'),
    additionalNumber: text('additional_number'),
    shortAddress: text('short_address'),
  },
  (table) => [
    foreignKey({
      name: 'addresses_shopper_id_fkey',
      columns: [table.shopperId],
      foreignColumns: [shoppers.id],
    }).onDelete('cascade'),
  ],
);

export const blogComments = pgTable(
  'blog_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: integer('post_id').notNull(),
    shopperId: uuid('shopper_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hiddenBy: uuid('hidden_by'),
  },
  (table) => [
    foreignKey({
      name: 'blog_comments_hidden_by_fkey',
      columns: [table.hiddenBy],
      foreignColumns: [shoppers.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'blog_comments_post_id_fkey',
      columns: [table.postId],
      foreignColumns: [blogPosts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'blog_comments_shopper_id_fkey',
      columns: [table.shopperId],
      foreignColumns: [shoppers.id],
    }).onDelete('cascade'),
  ],
);

export const couponGrants = pgTable(
  'coupon_grants',
  {
    couponId: integer('coupon_id').notNull(),
    shopperId: uuid('shopper_id').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'coupon_grants_coupon_id_fkey',
      columns: [table.couponId],
      foreignColumns: [coupons.id],
    }).onDelete('cascade'),
    primaryKey({ name: 'coupon_grants_pkey', columns: [table.couponId, table.shopperId] }),
    foreignKey({
      name: 'coupon_grants_shopper_id_fkey',
      columns: [table.shopperId],
      foreignColumns: [shoppers.id],
    }).onDelete('cascade'),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    shopperId: uuid('shopper_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['in-flight', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [table.shopperId, table.key] }),
    foreignKey({
      name: 'idempotency_keys_shopper_id_fkey',
      columns: [table.shopperId],
      foreignColumns: [shoppers.id],
    }).onDelete('cascade'),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    shopperId: uuid('shopper_id').notNull(),
    status: text('status', { enum: ['placed', 'processing', 'shipping', 'delivered', 'cancelled'] }).notNull(),
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    address: jsonb('address').notNull(),
    zoneKey: text('zone_key').notNull(),
    paymentMethod: text('payment_method', { enum: ['card', 'cod', 'wallet'] }).notNull(),
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
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    cancelledBy: text('cancelled_by', { enum: ['shopper', 'staff'] }),
  },
  (table) => [
    foreignKey({ name: 'orders_coupon_id_fkey', columns: [table.couponId], foreignColumns: [coupons.id] }),
    unique('orders_number_key').on(table.number),
    foreignKey({ name: 'orders_shopper_id_fkey', columns: [table.shopperId], foreignColumns: [shoppers.id] }).onDelete(
      'restrict',
    ),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: integer('coupon_id').notNull(),
    shopperId: uuid('shopper_id').notNull(),
    orderId: uuid('order_id').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    foreignKey({ name: 'coupon_redemptions_coupon_id_fkey', columns: [table.couponId], foreignColumns: [coupons.id] }),
    foreignKey({
      name: 'coupon_redemptions_order_id_fkey',
      columns: [table.orderId],
      foreignColumns: [orders.id],
    }).onDelete('cascade'),
    unique('coupon_redemptions_order_id_key').on(table.orderId),
    foreignKey({
      name: 'coupon_redemptions_shopper_id_fkey',
      columns: [table.shopperId],
      foreignColumns: [shoppers.id],
    }).onDelete('cascade'),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    number: bigint('number', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    sellerName: text('seller_name').notNull(),
    sellerVatNumber: text('seller_vat_number').notNull(),
    totalWithVat: integer('total_with_vat').notNull(),
    vatTotal: integer('vat_total').notNull(),
    qr: text('qr').notNull(),
  },
  (table) => [
    foreignKey({ name: 'invoices_order_id_fkey', columns: [table.orderId], foreignColumns: [orders.id] }).onDelete(
      'cascade',
    ),
    unique('invoices_order_id_key').on(table.orderId),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id').notNull(),
    number: text('number').notNull(),
    kind: text('kind', { enum: ['placed', 'status', 'cancelled', 'note'] }).notNull(),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    foreignKey({ name: 'order_events_order_id_fkey', columns: [table.orderId], foreignColumns: [orders.id] }),
  ],
);

export const orderNotes = pgTable(
  'order_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    foreignKey({ name: 'order_notes_order_id_fkey', columns: [table.orderId], foreignColumns: [orders.id] }),
    foreignKey({ name: 'order_notes_staff_id_fkey', columns: [table.staffId], foreignColumns: [shoppers.id] }),
  ],
);

export const payments = pgTable(
  'payments',
  {
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
    status: text('status', { enum: ['captured', 'declined', 'failed', 'refunded'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    foreignKey({ name: 'payments_order_id_fkey', columns: [table.orderId], foreignColumns: [orders.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'payments_shopper_id_fkey',
      columns: [table.shopperId],
      foreignColumns: [shoppers.id],
    }).onDelete('cascade'),
  ],
);

export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopperId: uuid('shopper_id').notNull(),
    type: text('type', {
      enum: [
        'registration',
        'email-verified',
        'order',
        'review',
        'referral',
        'tell-us',
        'redeemed',
        'returned',
        'expired',
      ],
    }).notNull(),
    amount: integer('amount').notNull(),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    remaining: integer('remaining'),
    allocations: jsonb('allocations'),
    lotId: uuid('lot_id'),
    expiryWarnedAt: timestamp('expiry_warned_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    foreignKey({ name: 'points_ledger_lot_id_fkey', columns: [table.lotId], foreignColumns: [table.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'points_ledger_shopper_id_fkey',
      columns: [table.shopperId],
      foreignColumns: [shoppers.id],
    }).onDelete('cascade'),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: integer('product_id').notNull(),
    shopperId: uuid('shopper_id').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    foreignKey({ name: 'reviews_product_id_fkey', columns: [table.productId], foreignColumns: [products.id] }).onDelete(
      'cascade',
    ),
    unique('reviews_product_id_shopper_id_key').on(table.productId, table.shopperId),
    foreignKey({ name: 'reviews_shopper_id_fkey', columns: [table.shopperId], foreignColumns: [shoppers.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    shopperId: uuid('shopper_id').notNull(),
    persistent: boolean('persistent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'sessions_shopper_id_fkey',
      columns: [table.shopperId],
      foreignColumns: [shoppers.id],
    }).onDelete('cascade'),
  ],
);

export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id').notNull(),
    status: text('status', { enum: ['placed', 'processing', 'shipping', 'delivered', 'cancelled'] }).notNull(),
    location: text('location').notNull(),
    textEn: text('text_en').notNull(),
    textAr: text('text_ar').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    staffId: uuid('staff_id'),
  },
  (table) => [
    foreignKey({
      name: 'shipment_events_order_id_fkey',
      columns: [table.orderId],
      foreignColumns: [orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'shipment_events_staff_id_fkey',
      columns: [table.staffId],
      foreignColumns: [shoppers.id],
    }).onDelete('set null'),
  ],
);

export const specials = pgTable(
  'specials',
  {
    kind: text('kind', { enum: ['day', 'week'] }).notNull(),
    period: text('period').notNull(),
    productId: integer('product_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'specials_pkey', columns: [table.kind, table.period, table.productId] }),
    foreignKey({
      name: 'specials_product_id_fkey',
      columns: [table.productId],
      foreignColumns: [products.id],
    }).onDelete('cascade'),
  ],
);

export const staffActions = pgTable(
  'staff_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: uuid('staff_id').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'staff_actions_staff_id_fkey',
      columns: [table.staffId],
      foreignColumns: [shoppers.id],
    }).onDelete('restrict'),
  ],
);

export const storeSettings = pgTable('store_settings', {
  id: integer('id').primaryKey(),
  codEnabled: boolean('cod_enabled').notNull(),
  codFee: integer('cod_fee').notNull().default(0),
  codReasonEn: text('cod_reason_en'),
  codReasonAr: text('cod_reason_ar'),
  eurPerSar: numeric('eur_per_sar', { precision: 12, scale: 6 }).notNull(),
  sellerNameEn: text('seller_name_en').notNull(),
  sellerNameAr: text('seller_name_ar').notNull(),
  sellerVatNumber: text('seller_vat_number').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true, mode: 'date' }),
  latePlacedMinutes: integer('late_placed_minutes').notNull().default(15),
  lateProcessingMinutes: integer('late_processing_minutes').notNull().default(45),
  lateShippingMinutes: integer('late_shipping_minutes').notNull().default(90),
  contactAddressEn: text('contact_address_en'),
  contactAddressAr: text('contact_address_ar'),
  contactPhone: text('contact_phone'),
  contactPhoneDisplay: text('contact_phone_display'),
  contactEmail: text('contact_email'),
  contactHoursEn: text('contact_hours_en'),
  contactHoursAr: text('contact_hours_ar'),
  contactLat: doublePrecision('contact_lat'),
  contactLng: doublePrecision('contact_lng'),
  contactSocial: jsonb('contact_social'),
  version: integer('version').notNull().default(1),
  mapTilesUrl: text('map_tiles_url'),
  mapTilesAttribution: text('map_tiles_attribution'),
  faqVersion: integer('faq_version').notNull().default(1),
});

export const surveyResponses = pgTable(
  'survey_responses',
  {
    shopperId: uuid('shopper_id').primaryKey(),
    answers: jsonb('answers').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'survey_responses_shopper_id_fkey',
      columns: [table.shopperId],
      foreignColumns: [shoppers.id],
    }).onDelete('cascade'),
  ],
);

export const throttleEvents = pgTable('throttle_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  scope: text('scope', { enum: ['account', 'address', 'comment', 'enquiry', 'price-match', 'share'] }).notNull(),
  key: text('key').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const tokens = pgTable(
  'tokens',
  {
    hash: text('hash').primaryKey(),
    shopperId: uuid('shopper_id').notNull(),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ name: 'tokens_shopper_id_fkey', columns: [table.shopperId], foreignColumns: [shoppers.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    sku: text('sku').notNull(),
    material: text('material', { enum: ['regular', 'glass'] }).notNull(),
    size: text('size').notNull(),
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull(),
  },
  (table) => [
    foreignKey({
      name: 'variants_product_id_fkey',
      columns: [table.productId],
      foreignColumns: [products.id],
    }).onDelete('cascade'),
    unique('variants_product_id_material_size_key').on(table.productId, table.material, table.size),
    unique('variants_sku_key').on(table.sku),
  ],
);

export const bagLines = pgTable(
  'bag_lines',
  {
    shopperId: uuid('shopper_id').notNull(),
    variantId: integer('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    priceWhenAdded: integer('price_when_added'),
  },
  (table) => [
    primaryKey({ name: 'bag_lines_pkey', columns: [table.shopperId, table.variantId] }),
    foreignKey({
      name: 'bag_lines_shopper_id_fkey',
      columns: [table.shopperId],
      foreignColumns: [shoppers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'bag_lines_variant_id_fkey',
      columns: [table.variantId],
      foreignColumns: [variants.id],
    }).onDelete('cascade'),
  ],
);

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
  (table) => [
    foreignKey({ name: 'order_lines_order_id_fkey', columns: [table.orderId], foreignColumns: [orders.id] }).onDelete(
      'cascade',
    ),
    primaryKey({ name: 'order_lines_pkey', columns: [table.orderId, table.position] }),
    foreignKey({ name: 'order_lines_product_id_fkey', columns: [table.productId], foreignColumns: [products.id] }),
    foreignKey({ name: 'order_lines_variant_id_fkey', columns: [table.variantId], foreignColumns: [variants.id] }),
  ],
);

export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopperId: uuid('shopper_id').notNull(),
    type: text('type', { enum: ['refund', 'goodwill', 'payment', 'withdrawal'] }).notNull(),
    orderId: uuid('order_id'),
    orderNumber: text('order_number'),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'completed', 'failed'] }).notNull(),
    withdrawable: boolean('withdrawable').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    settledBy: uuid('settled_by'),
  },
  (table) => [
    foreignKey({ name: 'wallet_ledger_order_id_fkey', columns: [table.orderId], foreignColumns: [orders.id] }).onDelete(
      'set null',
    ),
    foreignKey({
      name: 'wallet_ledger_settled_by_fkey',
      columns: [table.settledBy],
      foreignColumns: [shoppers.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'wallet_ledger_shopper_id_fkey',
      columns: [table.shopperId],
      foreignColumns: [shoppers.id],
    }).onDelete('cascade'),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    shopperId: uuid('shopper_id').notNull(),
    variantId: integer('variant_id').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'wishlist_items_pkey', columns: [table.shopperId, table.variantId] }),
    foreignKey({
      name: 'wishlist_items_shopper_id_fkey',
      columns: [table.shopperId],
      foreignColumns: [shoppers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'wishlist_items_variant_id_fkey',
      columns: [table.variantId],
      foreignColumns: [variants.id],
    }).onDelete('cascade'),
  ],
);
