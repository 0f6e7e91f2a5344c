-- Staff edit products from the dashboard (issue 21). Every change to a product or its variants
-- adds one to its version, and a save names the version it was made from: a second member of
-- staff saving over a change they have not seen is refused instead of overwriting it.
alter table products add column version integer not null default 1 check (version >= 1);
