-- Juicyin schema, version 3: the exact sum of every rating a product has, in tenths of a star,
-- so that a new review updates products.rating_tenths (the rounded average) without rounding
-- drift. Null until the first review is written: the ratings the catalogue was seeded with then
-- count as their rounded average times their number (rating_tenths * review_count).
alter table products add column rating_sum_tenths integer check (rating_sum_tenths >= 0);
