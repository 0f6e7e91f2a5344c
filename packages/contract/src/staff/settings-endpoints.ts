import { defineEndpoint } from '../endpoint.ts';
import { staffStoreSettingsBodySchema, staffStoreSettingsSchema } from './settings-schemas.ts';
import { notStaff } from './not-staff.ts';

const hidden = notStaff();

export const getStaffStoreSettings = defineEndpoint({
  id: 'getStaffStoreSettings',
  method: 'GET',
  path: '/api/staff/settings',
  tag: 'staff',
  staff: true,
  summary: "Staff: the store's settings as they edit them, with their version",
  response: staffStoreSettingsSchema,
  errors: [hidden],
});

export const updateStaffStoreSettings = defineEndpoint({
  id: 'updateStaffStoreSettings',
  method: 'PUT',
  path: '/api/staff/settings',
  tag: 'staff',
  staff: true,
  summary:
    "Staff: replace the store's settings (cash on delivery, EUR rate, delivery zones and new ones, lateness, seller, contact, the map's tiles); refused when they changed since the version they were opened at",
  body: staffStoreSettingsBodySchema,
  response: staffStoreSettingsSchema,
  errors: [
    hidden,
    { status: 409, code: 'version_conflict', description: 'Someone changed the settings since they were opened' },
    { status: 422, code: 'zone_city_required', description: 'A new delivery zone without its city in both languages' },
    { status: 422, code: 'zone_city_taken', description: 'A new delivery zone for a city that already is one' },
  ],
});
