-- Staff moderate the blog's comments (issue 21): a hidden comment stays in the database (nothing
-- a shopper wrote is lost, and it can be shown again) but leaves the post and its count for
-- shoppers. hidden_by is the staff member who hid it; both are null while the comment is shown.
alter table blog_comments
  add column hidden_at timestamptz,
  add column hidden_by uuid references shoppers (id) on delete set null,
  add constraint blog_comments_hidden_by_staff check (hidden_by is null or hidden_at is not null);

-- The staff list reads every post's comments newest first.
create index blog_comments_newest on blog_comments (created_at desc, id desc);
