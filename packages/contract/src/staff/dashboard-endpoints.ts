import { defineEndpoint } from '../endpoint.ts';
import { orderEventSchema } from '../orders/events.ts';
import {
  staffEnquiriesQuerySchema,
  staffEnquiryListSchema,
  staffNoteBodySchema,
  staffNoteSchema,
  staffOrderDetailSchema,
  staffSessionSchema,
} from './dashboard-schemas.ts';
import { staffOrderParamsSchema } from './schemas.ts';
import { notStaff } from './not-staff.ts';

const hidden = notStaff('no such record');

export const getStaffSession = defineEndpoint({
  id: 'getStaffSession',
  method: 'GET',
  path: '/api/staff/session',
  tag: 'staff',
  staff: true,
  summary: "Staff: who is signed in, and the store's lateness thresholds (404 to everyone else)",
  response: staffSessionSchema,
  errors: [hidden],
});

export const getStaffOrder = defineEndpoint({
  id: 'getStaffOrder',
  method: 'GET',
  path: '/api/staff/orders/:number',
  tag: 'staff',
  staff: true,
  summary: 'Staff: one order with its lines, address and pin, contact, payment, full timeline and internal notes',
  params: staffOrderParamsSchema,
  response: staffOrderDetailSchema,
  errors: [hidden],
});

export const addStaffOrderNote = defineEndpoint({
  id: 'addStaffOrderNote',
  method: 'POST',
  path: '/api/staff/orders/:number/notes',
  tag: 'staff',
  staff: true,
  summary: 'Staff: add an internal note to an order (recorded as a staff action; never shown to the shopper)',
  params: staffOrderParamsSchema,
  body: staffNoteBodySchema,
  response: staffNoteSchema,
  successStatus: 201,
  errors: [hidden],
});

export const streamStaffEvents = defineEndpoint({
  id: 'streamStaffEvents',
  method: 'GET',
  path: '/api/staff/events',
  tag: 'staff',
  staff: true,
  stream: true,
  summary:
    'Staff: every order change, live (server-sent events); reconnecting with Last-Event-ID resumes after it, in order',
  response: orderEventSchema,
  errors: [hidden],
});

export const listStaffEnquiries = defineEndpoint({
  id: 'listStaffEnquiries',
  method: 'GET',
  path: '/api/staff/enquiries',
  tag: 'staff',
  staff: true,
  summary: "Staff: the inbox of 'Pitch us' enquiries and price-match reports, newest first",
  query: staffEnquiriesQuerySchema,
  response: staffEnquiryListSchema,
  errors: [hidden],
});
