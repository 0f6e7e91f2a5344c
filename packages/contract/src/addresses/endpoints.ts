import { noContentSchema } from '../common/schemas.ts';
import { defineEndpoint } from '../endpoint.ts';
import { addressBodySchema, addressListSchema, addressParamsSchema, addressSchema } from './schemas.ts';

const notFound = { status: 404, code: 'not_found', description: 'No such address of yours' } as const;

export const listAddresses = defineEndpoint({
  id: 'listAddresses',
  method: 'GET',
  path: '/api/me/addresses',
  tag: 'addresses',
  auth: true,
  summary: "The shopper's addresses, default first, each with its deliverability",
  response: addressListSchema,
});

export const createAddress = defineEndpoint({
  id: 'createAddress',
  method: 'POST',
  path: '/api/me/addresses',
  tag: 'addresses',
  auth: true,
  summary: 'Add an address (the first one becomes the default)',
  body: addressBodySchema,
  response: addressSchema,
  successStatus: 201,
  errors: [{ status: 409, code: 'too_many_addresses', description: 'At most 20 addresses' }],
});

export const updateAddress = defineEndpoint({
  id: 'updateAddress',
  method: 'PUT',
  path: '/api/me/addresses/:id',
  tag: 'addresses',
  auth: true,
  summary: 'Replace an address',
  params: addressParamsSchema,
  body: addressBodySchema,
  response: addressSchema,
  errors: [notFound],
});

export const deleteAddress = defineEndpoint({
  id: 'deleteAddress',
  method: 'DELETE',
  path: '/api/me/addresses/:id',
  tag: 'addresses',
  auth: true,
  summary: 'Delete an address (the newest other one becomes the default)',
  params: addressParamsSchema,
  response: noContentSchema,
  successStatus: 204,
  errors: [notFound],
});

export const setDefaultAddress = defineEndpoint({
  id: 'setDefaultAddress',
  method: 'POST',
  path: '/api/me/addresses/:id/default',
  tag: 'addresses',
  auth: true,
  summary: 'Make an address the default',
  params: addressParamsSchema,
  response: addressSchema,
  errors: [notFound],
});
