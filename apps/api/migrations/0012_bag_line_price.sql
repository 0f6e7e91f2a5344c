-- Issue 21: a bag line keeps the unit price it was put in the bag at, so that checkout can tell the
-- shopper when staff changed the price since (the line is always charged at today's price). Lines
-- from before this migration have none, and so no notice. Changing a line's quantity keeps it.
alter table bag_lines add column price_when_added integer check (price_when_added >= 0);
comment on column bag_lines.price_when_added is 'The variant''s unit price in halalas when the line was put in the bag';
