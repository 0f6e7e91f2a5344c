-- The map's tile server becomes a store setting staff change from the dashboard (issue 21). Null
-- (both columns) is the server's own choice: MAP_TILES_URL, or OpenStreetMap's tiles. A URL is a
-- Leaflet template with {z}, {x} and {y}, either absolute (http or https) or a path on this origin.
alter table store_settings
  add column map_tiles_url text check (map_tiles_url ~ '^(https?://|/)' and map_tiles_url like '%{z}%{x}%{y}%'),
  add column map_tiles_attribution text,
  add constraint store_settings_map_tiles_both check ((map_tiles_url is null) = (map_tiles_attribution is null));
