-- Juicyin schema, version 1: catalogue, store data, shoppers, sessions, points ledger, e-mail
-- outbox, addresses, bag, wishlist and content. Money is integer halalas everywhere.

create table store_settings (
  id integer primary key check (id = 1),
  cod_enabled boolean not null,
  cod_fee integer not null default 0 check (cod_fee >= 0),
  cod_reason_en text,
  cod_reason_ar text,
  eur_per_sar numeric(12, 6) not null check (eur_per_sar > 0),
  seller_name_en text not null,
  seller_name_ar text not null,
  seller_vat_number text not null,
  seeded_at timestamptz
);

create table delivery_zones (
  key text primary key,
  city_en text not null,
  city_ar text not null,
  fee integer not null check (fee >= 0),
  served boolean not null,
  position integer not null
);

create table products (
  id serial primary key,
  slug text not null unique,
  name_en text not null,
  name_ar text not null,
  description_en text not null,
  description_ar text not null,
  highlights_en text[] not null default '{}',
  highlights_ar text[] not null default '{}',
  category text not null,
  flavour text not null,
  flavour_en text not null,
  flavour_ar text not null,
  seasons text[] not null default '{}',
  rating_tenths integer not null default 0 check (rating_tenths between 0 and 50),
  review_count integer not null default 0 check (review_count >= 0),
  refill_price integer check (refill_price > 0),
  colour text not null,
  created_at timestamptz not null default now()
);
create index products_category on products (category);

create table variants (
  id serial primary key,
  product_id integer not null references products (id) on delete cascade,
  sku text not null unique,
  material text not null check (material in ('regular', 'glass')),
  size text not null,
  price integer not null check (price > 0),
  old_price integer check (old_price is null or old_price > price),
  stock integer not null default 0 check (stock >= 0),
  position integer not null,
  unique (product_id, material, size)
);
create index variants_product on variants (product_id);

-- "Special of Today" (period '2026-11-22') and "Special of the week" (period '2026-W47').
create table specials (
  kind text not null check (kind in ('day', 'week')),
  period text not null,
  product_id integer not null references products (id) on delete cascade,
  primary key (kind, period, product_id)
);

-- Units delivered per product and day: "Top selling" ranks the last 30 days. Orders add to it.
create table product_sales (
  product_id integer not null references products (id) on delete cascade,
  day date not null,
  units integer not null check (units >= 0),
  primary key (product_id, day)
);

-- Orders in which two products were bought together: "Customer also Shopped for".
create table co_purchases (
  product_id integer not null references products (id) on delete cascade,
  other_product_id integer not null references products (id) on delete cascade,
  orders integer not null check (orders > 0),
  primary key (product_id, other_product_id),
  check (product_id <> other_product_id)
);

create table shoppers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  first_name text not null,
  last_name text not null,
  password_hash text not null,
  email_verified_at timestamptz,
  mobile text,
  preferred_language text not null default 'en' check (preferred_language in ('en', 'ar', 'hi', 'ur')),
  gender text check (gender in ('male', 'female')),
  birthdate date,
  notify_balance boolean not null default true,
  notify_expiry boolean not null default true,
  notify_newsletter boolean not null default false,
  notify_messages boolean not null default true,
  created_at timestamptz not null default now()
);
create unique index shoppers_email on shoppers (lower(email));

create table sessions (
  id_hash text primary key,
  shopper_id uuid not null references shoppers (id) on delete cascade,
  persistent boolean not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_shopper on sessions (shopper_id);

-- Single-use links (e-mail verification, password reset): only the SHA-256 of the token is kept.
create table tokens (
  hash text primary key,
  shopper_id uuid not null references shoppers (id) on delete cascade,
  purpose text not null check (purpose in ('verify-email', 'reset-password')),
  email text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

-- Failed sign-ins, by account and by client address: throttling state shared by every process.
create table login_failures (
  id bigserial primary key,
  scope text not null check (scope in ('account', 'address')),
  key text not null,
  at timestamptz not null default now()
);
create index login_failures_key on login_failures (scope, key, at);

-- The points ledger: the balance is the sum of amounts. Orders, reviews and redemptions add rows.
create table points_ledger (
  id uuid primary key default gen_random_uuid(),
  shopper_id uuid not null references shoppers (id) on delete cascade,
  type text not null check (
    type in ('registration', 'email-verified', 'order', 'review', 'referral', 'tell-us', 'redeemed', 'returned', 'expired')
  ),
  amount integer not null check (amount <> 0),
  reference text,
  created_at timestamptz not null default now(),
  expires_at timestamptz
);
create index points_ledger_shopper on points_ledger (shopper_id, created_at);
-- Registration and e-mail verification are credited once per shopper, whatever the races.
create unique index points_ledger_once on points_ledger (shopper_id, type)
  where type in ('registration', 'email-verified', 'tell-us');

create table outbox (
  id uuid primary key default gen_random_uuid(),
  recipient text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create table addresses (
  id uuid primary key default gen_random_uuid(),
  shopper_id uuid not null references shoppers (id) on delete cascade,
  first_name text not null,
  last_name text not null,
  mobile text not null,
  postal_code text not null check (postal_code ~ '^[0-9]{5}$'),
  district text not null,
  street text not null,
  city text not null,
  region text not null,
  type text not null check (type in ('home', 'work')),
  lat double precision check (lat between -90 and 90),
  lng double precision check (lng between -180 and 180),
  is_default boolean not null default false,
  created_at timestamptz not null default now()
);
create index addresses_shopper on addresses (shopper_id);
create unique index addresses_one_default on addresses (shopper_id) where is_default;

create table bag_lines (
  shopper_id uuid not null references shoppers (id) on delete cascade,
  variant_id integer not null references variants (id) on delete cascade,
  quantity integer not null check (quantity between 1 and 99),
  added_at timestamptz not null default now(),
  primary key (shopper_id, variant_id)
);

create table wishlist_items (
  shopper_id uuid not null references shoppers (id) on delete cascade,
  variant_id integer not null references variants (id) on delete cascade,
  added_at timestamptz not null default now(),
  primary key (shopper_id, variant_id)
);

create table blog_posts (
  id serial primary key,
  slug text not null unique,
  title_en text not null,
  title_ar text not null,
  excerpt_en text not null,
  excerpt_ar text not null,
  body_en text[] not null,
  body_ar text[] not null,
  author text not null,
  image text not null,
  featured boolean not null default false,
  of_the_week boolean not null default false,
  published_at timestamptz not null
);

create table blog_comments (
  id uuid primary key default gen_random_uuid(),
  post_id integer not null references blog_posts (id) on delete cascade,
  shopper_id uuid not null references shoppers (id) on delete cascade,
  body text not null check (char_length(body) between 1 and 1000),
  created_at timestamptz not null default now()
);
create index blog_comments_post on blog_comments (post_id, created_at);

create table faq_entries (
  group_key text not null,
  group_position integer not null,
  group_title_en text not null,
  group_title_ar text not null,
  position integer not null,
  question_en text not null,
  question_ar text not null,
  answer_en text not null,
  answer_ar text not null,
  primary key (group_key, position)
);

create table enquiries (
  id uuid primary key default gen_random_uuid(),
  full_name text not null,
  email text not null,
  enquiry text not null,
  created_at timestamptz not null default now()
);

create table newsletter_subscribers (
  email text primary key,
  locale text not null check (locale in ('en', 'ar')),
  created_at timestamptz not null default now()
);
