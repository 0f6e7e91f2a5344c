-- Juicyin schema, version 5: the fulfilment dashboard (issue #17).
--
-- Lateness thresholds are store settings: minutes after placing past which an order still in
-- this status is late (PRODUCT.md §9).
alter table store_settings
  add column late_placed_minutes integer not null default 15 check (late_placed_minutes > 0),
  add column late_processing_minutes integer not null default 45 check (late_processing_minutes > 0),
  add column late_shipping_minutes integer not null default 90 check (late_shipping_minutes > 0);

-- Internal notes staff keep on an order; never shown to the shopper.
create table order_notes (
  id bigserial primary key,
  order_id uuid not null references orders (id),
  staff_id uuid not null references shoppers (id),
  text text not null check (length(text) between 1 and 500),
  at timestamptz not null
);
create index order_notes_order on order_notes (order_id, at);

-- Every change to an order, in commit order, for the live streams (server-sent events). Each row
-- is written in the transaction that makes the change, as its last statement, under a
-- transaction-level advisory lock (see orders/events.ts): so `seq` grows in commit order, and a
-- reader that has sent everything up to `seq` never later finds a smaller one committed.
create table order_events (
  seq bigint generated always as identity primary key,
  order_id uuid not null references orders (id),
  number text not null,
  kind text not null check (kind in ('placed', 'status', 'cancelled', 'note')),
  status text not null,
  at timestamptz not null
);
create index order_events_order on order_events (order_id, seq);

-- The staff queue sorts and filters on these.
create index orders_placed on orders (placed_at, id);
create index staff_actions_at on staff_actions (at desc, id desc);
