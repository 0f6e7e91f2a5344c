-- Shares of blog posts are counted per client address too (throttle scope 'share'), so one client
-- cannot run a post's share counts up.
alter table throttle_events drop constraint throttle_events_scope_check;
alter table throttle_events add constraint throttle_events_scope_check check (
  scope in ('account', 'address', 'comment', 'enquiry', 'price-match', 'share')
);
