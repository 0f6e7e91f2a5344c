-- Juicyin schema, version 6: information pages, share counts, price-match reports, throttles and
-- the store's contact details (issue #18).

-- The information pages (terms, privacy, how to order, …): store content in both languages. Seeded
-- at start; a page missing from the table is added, a row already there is left as edited.
create table content_pages (
  slug text primary key,
  title_en text not null,
  title_ar text not null,
  intro_en text[] not null,
  intro_ar text[] not null,
  layout text not null check (layout in ('sections', 'numbered', 'steps')),
  -- [{ id, heading: { en, ar }, paragraphs: { en: [], ar: [] } }]
  sections jsonb not null check (jsonb_typeof(sections) = 'array'),
  updated_at timestamptz not null default now()
);

-- How many times each of a post's share links was used: one row per post and target, incremented
-- in place (insert … on conflict do update), so concurrent shares all count.
create table blog_shares (
  post_id integer not null references blog_posts (id) on delete cascade,
  target text not null check (target in ('facebook', 'x', 'linkedin', 'whatsapp', 'telegram', 'email')),
  count integer not null check (count > 0),
  primary key (post_id, target)
);

-- Enquiries are 'Pitch us' messages (contact) or price-match reports; each kind has its own fields.
alter table enquiries
  add column kind text not null default 'contact' check (kind in ('contact', 'price-match')),
  alter column enquiry drop not null,
  add column product text,
  add column seen_at text,
  add column price integer check (price > 0),
  add column link text check (link ~ '^https?://'),
  add column locale text check (locale in ('en', 'ar')),
  add constraint enquiries_kind_fields check (
    (kind = 'contact' and enquiry is not null and product is null and seen_at is null and price is null and link is null)
    or (kind = 'price-match' and enquiry is null and product is not null and seen_at is not null and price is not null)
  );
create index enquiries_received on enquiries (created_at desc, id desc);
create index enquiries_kind_received on enquiries (kind, created_at desc, id desc);

-- One table of counted events for every throttle: failed sign-ins (per account and per client
-- address), comments per shopper, enquiries and price-match reports per client address.
alter table login_failures rename to throttle_events;
alter index login_failures_key rename to throttle_events_key;
alter table throttle_events drop constraint login_failures_scope_check;
alter table throttle_events add constraint throttle_events_scope_check check (
  scope in ('account', 'address', 'comment', 'enquiry', 'price-match')
);

-- How shoppers reach the shop (the contact page, the help line, the footer). Filled by the seed
-- when empty, so databases seeded before this version get the default values once.
alter table store_settings
  add column contact_address_en text,
  add column contact_address_ar text,
  add column contact_phone text check (contact_phone ~ '^\+[1-9][0-9]{6,14}$'),
  add column contact_phone_display text,
  add column contact_email text,
  add column contact_hours_en text,
  add column contact_hours_ar text,
  add column contact_lat double precision check (contact_lat between -90 and 90),
  add column contact_lng double precision check (contact_lng between -180 and 180),
  add column contact_social jsonb check (jsonb_typeof(contact_social) = 'array');
