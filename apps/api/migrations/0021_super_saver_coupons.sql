-- Super Saver days give a tier coupon (issue 21, PRODUCT.md §5): the window owns its coupon, made
-- with it in one transaction, valid exactly over the window, for the window's tier, once a shopper.
-- Changing the window changes its coupon; removing a window that has not started removes it. Bonus
-- Points Events have none (and windows scheduled before this have none).
alter table loyalty_events add column coupon_id integer unique references coupons (id);
alter table loyalty_events add constraint loyalty_events_coupon_kind check (coupon_id is null or kind = 'super-saver');
