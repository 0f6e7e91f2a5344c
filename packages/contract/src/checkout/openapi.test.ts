import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints.ts';
import { buildOpenApiDocument } from '../openapi/openapi.ts';

const document = buildOpenApiDocument(endpoints, { title: 'Juicyin API', version: '0' }) as {
  paths: Record<
    string,
    Record<string, { parameters: { name: string; in: string; required: boolean }[]; responses: object }>
  >;
};

describe('the OpenAPI document for checkout and orders', () => {
  it('requires the Idempotency-Key header on placing an order and lists its answers', () => {
    const place = document.paths['/api/me/orders']?.['post'];
    expect(place?.parameters).toContainEqual(
      expect.objectContaining({ name: 'idempotency-key', in: 'header', required: true }),
    );
    expect(Object.keys(place?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '402', '404', '409', '422', '502']),
    );
  });

  it('documents every order endpoint with its 404 for another shopper’s order', () => {
    for (const path of [
      '/api/me/orders/{number}',
      '/api/me/orders/{number}/invoice',
      '/api/me/orders/{number}/tracking',
    ]) {
      expect(Object.keys(document.paths[path]?.['get']?.responses ?? {}), path).toContain('404');
    }
    expect(document.paths['/api/me/checkout/quote']?.['post']).toBeDefined();
    expect(document.paths['/api/me/coupons']?.['get']).toBeDefined();
  });
});
