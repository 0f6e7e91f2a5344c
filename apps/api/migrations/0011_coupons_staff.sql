-- Staff create, edit and give coupons from the dashboard (issue 21). As with products (0008) and
-- the store's settings (0009): every change adds one to the version, and a save names the version
-- it was made from, so a second member of staff saving over a change they have not seen is refused
-- instead of overwriting it.
alter table coupons add column version integer not null default 1 check (version >= 1);
