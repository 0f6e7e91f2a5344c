-- Juicyin schema, version 4: the Saudi national address's building number (4 digits), additional
-- number (4 digits) and optional short address (4 letters + 4 digits, e.g. RRRD2929), issue #15.
-- The API requires the two numbers on every address saved from now on; addresses saved before
-- keep null and stay valid (PRODUCT.md §9): checkout asks for the missing parts when one of them
-- is chosen for delivery. Orders keep their address as a JSON snapshot: older snapshots simply
-- lack the keys, which the API reads as null.
alter table addresses
  add column building_number text check (building_number ~ '^[0-9]{4}$'),
  add column additional_number text check (additional_number ~ '^[0-9]{4}$'),
  add column short_address text check (short_address ~ '^[A-Z]{4}[0-9]{4}$');
