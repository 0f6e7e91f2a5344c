import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  homeSectionsSchema,
  productDetailSchema,
  productListQuerySchema,
  productListSchema,
  productListsSchema,
  slugParamsSchema,
} from './schemas.ts';

const notFound = { status: 404, code: 'not_found', description: 'No product has this slug' } as const;

export const listProducts = defineEndpoint({
  id: 'listProducts',
  method: 'GET',
  path: '/api/products',
  tag: 'catalogue',
  summary: 'Products with filters, facet counts, sort, pagination and search',
  query: productListQuerySchema,
  response: productListSchema,
});

export const getProduct = defineEndpoint({
  id: 'getProduct',
  method: 'GET',
  path: '/api/products/:slug',
  tag: 'catalogue',
  summary: 'One product with its variants, images and rating',
  params: slugParamsSchema,
  response: productDetailSchema,
  errors: [notFound],
});

export const listSimilarProducts = defineEndpoint({
  id: 'listSimilarProducts',
  method: 'GET',
  path: '/api/products/:slug/similar',
  tag: 'catalogue',
  summary: 'Similar products: the same category, best rated first',
  params: slugParamsSchema,
  response: productListsSchema,
  errors: [notFound],
});

export const listAlsoBought = defineEndpoint({
  id: 'listAlsoBought',
  method: 'GET',
  path: '/api/products/:slug/also-bought',
  tag: 'catalogue',
  summary: 'Customers also shopped for: products bought in the same orders',
  params: slugParamsSchema,
  response: productListsSchema,
  errors: [notFound],
});

export const getHomeSections = defineEndpoint({
  id: 'getHomeSections',
  method: 'GET',
  path: '/api/home',
  tag: 'catalogue',
  summary: 'Home page sections: top selling juice, special of today and of the week, most selling, new arrival',
  query: z.strictObject({}),
  response: homeSectionsSchema,
});
