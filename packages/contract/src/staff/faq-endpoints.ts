import { defineEndpoint } from '../endpoint.ts';
import { staffFaqBodySchema, staffFaqSchema } from './faq-schemas.ts';
import { notStaff } from './not-staff.ts';

const hidden = notStaff();

export const getStaffFaq = defineEndpoint({
  id: 'getStaffFaq',
  method: 'GET',
  path: '/api/staff/faq',
  tag: 'staff',
  staff: true,
  summary: 'Staff: the FAQ as they edit it (groups and questions in order, English and Arabic), with its version',
  response: staffFaqSchema,
  errors: [hidden],
});

export const updateStaffFaq = defineEndpoint({
  id: 'updateStaffFaq',
  method: 'PUT',
  path: '/api/staff/faq',
  tag: 'staff',
  staff: true,
  summary:
    'Staff: replace the FAQ (its groups and questions, in order); refused when it changed since the version it was opened at',
  body: staffFaqBodySchema,
  response: staffFaqSchema,
  errors: [
    hidden,
    { status: 409, code: 'version_conflict', description: 'Someone changed the FAQ since it was opened' },
  ],
});
