-- Staff write the blog from the dashboard (issue 21). A post's publish time says who sees it: none
-- (null) is a draft, a time in the future schedules it, and shoppers see it from that time on; staff
-- unpublish a post by clearing it. Every save adds one to `version`, and a save names the version it
-- was made from, so a second member of staff saving over a change they have not seen is refused.
alter table blog_posts alter column published_at drop not null;
alter table blog_posts add column version integer not null default 1 check (version >= 1);
alter table blog_posts
  add constraint blog_posts_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 120);
create index blog_posts_published on blog_posts (published_at);
