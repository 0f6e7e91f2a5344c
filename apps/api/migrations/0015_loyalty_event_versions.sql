-- Staff schedule Bonus Points Events and Super Saver days (issue 21): a window is changed from the
-- version it was read at, as coupons and variants are; the list reads a year's windows by start.
alter table loyalty_events add column version integer not null default 1 check (version >= 1);
create index loyalty_events_starts_at on loyalty_events (starts_at);
