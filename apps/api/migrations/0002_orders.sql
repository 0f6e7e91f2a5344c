-- Juicyin schema, version 2: where money moves. Orders and their lines, payments, invoices,
-- shipment events, idempotency keys, coupons, the wallet ledger, points lots, reviews, referrals,
-- the "Tell us" survey, loyalty events, staff and their recorded actions. Money is integer halalas.

-- Staff are a separate role; shoppers never see staff endpoints.
alter table shoppers add column role text not null default 'shopper' check (role in ('shopper', 'staff'));
-- Every shopper has a referral code to share; a friend registering with it records the referrer.
alter table shoppers add column referral_code text;
alter table shoppers add column referred_by uuid references shoppers (id) on delete set null;
create unique index shoppers_referral_code on shoppers (referral_code);

-- Points as lots: an earn row keeps what is left of it (`remaining`), so spending takes the
-- earliest-expiring lots first under a row lock on the shopper, and the expiry job writes each
-- lot's unspent remainder once. Redemptions record which lots they took (to return them).
alter table points_ledger add column remaining integer check (remaining >= 0);
alter table points_ledger add column allocations jsonb;
alter table points_ledger add column lot_id uuid references points_ledger (id) on delete cascade;
alter table points_ledger add column expiry_warned_at timestamptz;
update points_ledger set remaining = amount where amount > 0 and remaining is null;
create index points_ledger_lots on points_ledger (shopper_id, expires_at) where remaining > 0;
-- A lot expires once, whatever runs the job.
create unique index points_ledger_expired_once on points_ledger (lot_id) where type = 'expired';
-- A review earns once per product, a referral once per friend (reference = product id / friend id).
create unique index points_ledger_once_per_reference on points_ledger (shopper_id, type, reference)
  where type in ('review', 'referral');
-- An order earns once.
create unique index points_ledger_order_once on points_ledger (shopper_id, reference) where type = 'order';

-- Store-scheduled date windows: a Bonus Points Event doubles order points; Super Saver gives a
-- tier coupon. `tier` null means every eligible tier.
create table loyalty_events (
  id serial primary key,
  kind text not null check (kind in ('bonus-points', 'super-saver')),
  name_en text not null,
  name_ar text not null,
  tier text check (tier in ('silver', 'gold', 'diamond')),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  check (ends_at > starts_at)
);

create table coupons (
  id serial primary key,
  -- Stored upper-case; codes are matched case-insensitively.
  code text not null unique check (code = upper(code)),
  kind text not null check (kind in ('percent', 'fixed')),
  -- Percent (1–100) or halalas.
  value integer not null check (value > 0),
  min_sub_total integer not null default 0 check (min_sub_total >= 0),
  valid_from timestamptz,
  valid_until timestamptz,
  total_limit integer check (total_limit > 0),
  per_shopper_limit integer check (per_shopper_limit > 0),
  tier text check (tier in ('silver', 'gold', 'diamond')),
  description_en text not null,
  description_ar text not null,
  -- Counted inside the order transaction (`uses < total_limit` in the same update).
  uses integer not null default 0 check (uses >= 0),
  check (kind <> 'percent' or value <= 100),
  check (total_limit is null or uses <= total_limit)
);

-- "My Coupons": coupons given to a shopper (welcome, tier, goodwill).
create table coupon_grants (
  coupon_id integer not null references coupons (id) on delete cascade,
  shopper_id uuid not null references shoppers (id) on delete cascade,
  granted_at timestamptz not null default now(),
  primary key (coupon_id, shopper_id)
);

create table orders (
  id uuid primary key default gen_random_uuid(),
  number text not null unique,
  shopper_id uuid not null references shoppers (id) on delete restrict,
  status text not null check (status in ('placed', 'processing', 'shipping', 'delivered', 'cancelled')),
  language text not null check (language in ('en', 'ar')),
  -- The delivery address as it was at placement.
  address jsonb not null,
  zone_key text not null,
  payment_method text not null check (payment_method in ('card', 'cod', 'wallet')),
  coupon_id integer references coupons (id),
  coupon_code text,
  sub_total integer not null check (sub_total >= 0),
  coupon_discount integer not null check (coupon_discount >= 0),
  points_redeemed integer not null check (points_redeemed >= 0),
  point_discount integer not null check (point_discount >= 0),
  cod_fee integer not null check (cod_fee >= 0),
  shipping integer not null check (shipping >= 0),
  wallet_applied integer not null check (wallet_applied >= 0),
  grand_total integer not null check (grand_total >= 0),
  vat integer not null check (vat >= 0),
  -- Points the order will earn on delivery (tier and bonus-event multipliers at placement).
  points_earned integer not null check (points_earned >= 0),
  placed_at timestamptz not null,
  delivered_at timestamptz,
  cancelled_at timestamptz,
  cancelled_by text check (cancelled_by in ('shopper', 'staff'))
);
create index orders_shopper on orders (shopper_id, placed_at desc);
create index orders_status on orders (status, placed_at);

create table order_lines (
  order_id uuid not null references orders (id) on delete cascade,
  position integer not null,
  variant_id integer not null references variants (id),
  product_id integer not null references products (id),
  product_slug text not null,
  name_en text not null,
  name_ar text not null,
  material text not null,
  size text not null,
  unit_price integer not null check (unit_price > 0),
  quantity integer not null check (quantity between 1 and 99),
  line_total integer not null check (line_total > 0),
  primary key (order_id, position)
);
create index order_lines_variant on order_lines (variant_id);

create table coupon_redemptions (
  coupon_id integer not null references coupons (id),
  shopper_id uuid not null references shoppers (id) on delete cascade,
  order_id uuid not null unique references orders (id) on delete cascade,
  at timestamptz not null
);
create index coupon_redemptions_shopper on coupon_redemptions (coupon_id, shopper_id);

-- Only brand, last four, name and expiry: never a full card number or a CVV.
create table payments (
  id uuid primary key default gen_random_uuid(),
  order_id uuid references orders (id) on delete cascade,
  shopper_id uuid not null references shoppers (id) on delete cascade,
  provider text not null,
  provider_reference text not null,
  brand text not null,
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  holder_name text not null,
  expiry_month integer not null check (expiry_month between 1 and 12),
  expiry_year integer not null,
  amount integer not null check (amount > 0),
  status text not null check (status in ('captured', 'declined', 'failed', 'refunded')),
  created_at timestamptz not null
);
create index payments_order on payments (order_id);

-- Invoice numbers are gap-free: the counter row is taken under the order transaction's lock, so a
-- rolled-back order gives its number back (a sequence would not).
create table invoice_counter (
  id integer primary key check (id = 1),
  last_number bigint not null check (last_number >= 0)
);
insert into invoice_counter (id, last_number) values (1, 0);

create table invoices (
  number bigint primary key,
  order_id uuid not null unique references orders (id) on delete cascade,
  issued_at timestamptz not null,
  seller_name text not null,
  seller_vat_number text not null,
  total_with_vat integer not null check (total_with_vat >= 0),
  vat_total integer not null check (vat_total >= 0),
  qr text not null
);

create table shipment_events (
  id bigserial primary key,
  order_id uuid not null references orders (id) on delete cascade,
  status text not null check (status in ('placed', 'processing', 'shipping', 'delivered', 'cancelled')),
  location text not null,
  text_en text not null,
  text_ar text not null,
  at timestamptz not null,
  staff_id uuid references shoppers (id) on delete set null
);
create index shipment_events_order on shipment_events (order_id, at);

-- Place-order idempotency: the first request with a key claims it ('in-flight'); the response
-- is stored with it ('done') and replayed for the same body for at least 24 hours.
create table idempotency_keys (
  shopper_id uuid not null references shoppers (id) on delete cascade,
  key text not null,
  request_hash text not null,
  state text not null check (state in ('in-flight', 'done')),
  response_status integer,
  response_body jsonb,
  created_at timestamptz not null,
  primary key (shopper_id, key)
);
create index idempotency_keys_created on idempotency_keys (created_at);

create table wallet_ledger (
  id uuid primary key default gen_random_uuid(),
  shopper_id uuid not null references shoppers (id) on delete cascade,
  type text not null check (type in ('refund', 'goodwill', 'payment', 'withdrawal')),
  order_id uuid references orders (id) on delete set null,
  order_number text,
  description text not null,
  amount integer not null check (amount <> 0),
  status text not null check (status in ('pending', 'completed', 'failed')),
  withdrawable boolean not null default false,
  created_at timestamptz not null,
  settled_at timestamptz,
  settled_by uuid references shoppers (id) on delete set null
);
create index wallet_ledger_shopper on wallet_ledger (shopper_id, created_at);

create table reviews (
  id uuid primary key default gen_random_uuid(),
  product_id integer not null references products (id) on delete cascade,
  shopper_id uuid not null references shoppers (id) on delete cascade,
  rating integer not null check (rating between 1 and 5),
  text text not null,
  author_name text not null,
  created_at timestamptz not null,
  unique (product_id, shopper_id)
);
create index reviews_product on reviews (product_id, created_at desc);

-- The "Tell us" feedback survey: answered once, 20 points.
create table survey_responses (
  shopper_id uuid primary key references shoppers (id) on delete cascade,
  answers jsonb not null,
  created_at timestamptz not null
);

-- Who did what and when, for every staff action.
create table staff_actions (
  id bigserial primary key,
  staff_id uuid not null references shoppers (id) on delete restrict,
  action text not null,
  subject text not null,
  details jsonb not null default '{}',
  at timestamptz not null
);
create index staff_actions_subject on staff_actions (subject, at);
