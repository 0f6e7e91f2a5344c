-- Staff edit the FAQ from the dashboard (issue 21), as one document: every save of it adds one to
-- this version, and a save names the version it was made from, so a second member of staff saving
-- over a change they have not seen is refused instead of overwriting it (as with the settings, 0009).
alter table store_settings add column faq_version integer not null default 1 check (faq_version >= 1);
