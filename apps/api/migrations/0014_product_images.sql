-- Product pictures uploaded by staff (issue 21), per material, with alt text in English and Arabic.
-- The pictures are kept in the database (bytea), not on a disk: several API processes on one
-- PostgreSQL then serve the same pictures with no shared folder, and a backup of the database
-- holds them. Each is stored as decoded and re-encoded by the API (JPEG, metadata gone) in two sizes:
-- `large` (at most 1200 px on its longer side) for the product page and `card` (at most 600 px) for
-- cards. `hash` (of the large picture's bytes) names both in their URLs, so a URL never changes
-- what it shows and is cached for a year. A material's pictures are shown by `position`, lowest first.
create table product_images (
  id serial primary key,
  product_id integer not null references products (id) on delete cascade,
  material text not null check (material in ('regular', 'glass')),
  position integer not null,
  alt_en text not null check (length(alt_en) between 1 and 200),
  alt_ar text not null check (length(alt_ar) between 1 and 200),
  hash text not null check (hash ~ '^[0-9a-f]{32}$'),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  large bytea not null,
  card bytea not null,
  created_at timestamptz not null default now()
);
create index product_images_product on product_images (product_id, material, position);
create index product_images_hash on product_images (hash);
