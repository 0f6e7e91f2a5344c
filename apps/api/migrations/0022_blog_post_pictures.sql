-- A blog post's picture uploaded by staff (issue 21) is kept with the product pictures: the same
-- re-encoded JPEG in two sizes, the same alt text in English and Arabic, served by the same
-- `/api/images/uploads/{hash}-{large|card}.jpg`. A row is a product's picture (product, material,
-- position) or a blog post's (the post, none of those), never both; a post has at most one. A post
-- with none shows its drawn picture.
alter table product_images alter column product_id drop not null;
alter table product_images alter column material drop not null;
alter table product_images alter column position drop not null;
alter table product_images add column blog_post_id integer references blog_posts (id) on delete cascade;
alter table product_images add constraint product_images_one_owner check (
  (product_id is not null and material is not null and position is not null and blog_post_id is null)
  or (product_id is null and material is null and position is null and blog_post_id is not null)
);
create unique index product_images_blog_post on product_images (blog_post_id);
