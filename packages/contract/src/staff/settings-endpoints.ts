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
    "Staff: replace the store's settings (cash on delivery, EUR rate, zones' fees, lateness, seller, contact); refused when they changed since the version they were opened at",
  body: staffStoreSettingsBodySchema,
  response: staffStoreSettingsSchema,
  errors: [
    hidden,
    { status: 409, code: 'version_conflict', description: 'Someone changed the settings since they were opened' },
    { status: 422, code: 'unknown_zone', description: 'A delivery zone the store does not have' },
  ],
});
