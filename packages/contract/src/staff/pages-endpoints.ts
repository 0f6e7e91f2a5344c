import { defineEndpoint } from '../endpoint.ts';
import { notStaff } from './not-staff.ts';
import {
  staffInfoPageBodySchema,
  staffInfoPageListSchema,
  staffInfoPageParamsSchema,
  staffInfoPageSchema,
} from './pages-schemas.ts';

const hidden = notStaff();
const hiddenOrMissing = notStaff('no page has this slug');

export const listStaffInfoPages = defineEndpoint({
  id: 'listStaffInfoPages',
  method: 'GET',
  path: '/api/staff/pages',
  tag: 'staff',
  staff: true,
  summary: 'Staff: the information pages (terms, privacy, how to order, …) with their titles, last change and version',
  response: staffInfoPageListSchema,
  errors: [hidden],
});

export const getStaffInfoPage = defineEndpoint({
  id: 'getStaffInfoPage',
  method: 'GET',
  path: '/api/staff/pages/:slug',
  tag: 'staff',
  staff: true,
  summary:
    'Staff: an information page as they edit it (title, intro and sections in English and Arabic), with its version',
  params: staffInfoPageParamsSchema,
  response: staffInfoPageSchema,
  errors: [hiddenOrMissing],
});

export const updateStaffInfoPage = defineEndpoint({
  id: 'updateStaffInfoPage',
  method: 'PUT',
  path: '/api/staff/pages/:slug',
  tag: 'staff',
  staff: true,
  summary:
    "Staff: replace an information page's text (title, intro, sections in order; not its layout); refused when it changed since the version it was opened at",
  params: staffInfoPageParamsSchema,
  body: staffInfoPageBodySchema,
  response: staffInfoPageSchema,
  errors: [
    hiddenOrMissing,
    { status: 409, code: 'version_conflict', description: 'Someone changed the page since it was opened' },
  ],
});
