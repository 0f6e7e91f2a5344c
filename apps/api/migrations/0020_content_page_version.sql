-- Staff edit the information pages from the dashboard (issue 21), each as one document: every save
-- of a page adds one to its version, and a save names the version it was made from, so a second
-- member of staff saving over a change they have not seen is refused instead of overwriting it (as
-- with the FAQ, 0018). The layout stays as seeded; staff edit the texts.
alter table content_pages add column version integer not null default 1 check (version >= 1);
