-- Staff create, edit and archive products from the dashboard (issue 21). A product is never
-- deleted (orders and invoices name it): archiving takes it out of the shop (listings, search,
-- its page, the bag, checkout) while it stays in orders and in the staff list. The version (0008)
-- grows with an archive too, so an editor opened before it is told.
alter table products add column archived_at timestamptz;
create index products_archived on products (archived_at) where archived_at is not null;
