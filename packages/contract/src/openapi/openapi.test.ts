import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints.ts';
import { buildOpenApiDocument } from './openapi.ts';

interface Operation {
  operationId: string;
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: {
    content: { 'application/json': { schema: { properties?: object; additionalProperties?: unknown } } };
  };
  responses: Record<string, { content?: unknown }>;
  security?: unknown;
}

const document = buildOpenApiDocument(endpoints, { title: 'Juicyin API', version: '0.1.0' }) as {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
};

function operation(path: string, method: string): Operation {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`no ${method} ${path}`);
  return found;
}

describe('the OpenAPI document generated from the endpoint definitions', () => {
  it('is OpenAPI 3.1 with one operation per endpoint and unique operation ids', () => {
    expect(document.openapi).toBe('3.1.0');
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids).toHaveLength(endpoints.length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('writes path parameters in OpenAPI form, required, and query parameters from the query schema', () => {
    const product = operation('/api/products/{slug}', 'get');
    expect(product.parameters).toContainEqual(expect.objectContaining({ name: 'slug', in: 'path', required: true }));
    const list = operation('/api/products', 'get');
    expect(list.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining([
        'category',
        'flavour',
        'material',
        'size',
        'minPrice',
        'maxPrice',
        'sale',
        'q',
        'sort',
        'page',
      ]),
    );
  });

  it('documents request bodies that forbid unknown fields, the 400 answer and the session requirement', () => {
    const register = operation('/api/auth/register', 'post');
    const schema = register.requestBody?.content['application/json'].schema;
    expect(schema?.additionalProperties).toBe(false);
    expect(Object.keys(schema?.properties ?? {})).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'email', 'password', 'acceptTerms']),
    );
    expect(register.responses['201']).toBeDefined();
    expect(register.responses['400']).toBeDefined();
    expect(register.responses['409']).toBeDefined();
    expect(operation('/api/me/bag', 'get').security).toEqual([{ session: [] }]);
    expect(operation('/api/me/bag/merge', 'post').security).toEqual([{ session: [], client: [] }]);
    expect(operation('/api/me/bag', 'get').responses['401']).toBeDefined();
    expect(operation('/api/auth/logout', 'post').responses['204']).toEqual({ description: 'Done' });
  });

  it('documents a live stream as text/event-stream with the event schema and its resume points', () => {
    for (const path of ['/api/staff/events', '/api/me/orders/{number}/events']) {
      const stream = operation(path, 'get');
      const success = stream.responses['200'] as { content: Record<string, { schema: { properties?: object } }> };
      expect(Object.keys(success.content)).toEqual(['text/event-stream']);
      expect(Object.keys(success.content['text/event-stream']?.schema.properties ?? {})).toEqual([
        'seq',
        'number',
        'kind',
        'status',
        'at',
      ]);
      expect(stream.parameters).toContainEqual(expect.objectContaining({ name: 'Last-Event-ID', in: 'header' }));
      expect(stream.parameters).toContainEqual(expect.objectContaining({ name: 'after', in: 'query' }));
      expect(stream.responses['400']).toBeDefined();
      expect(stream.security).toEqual([{ session: [] }]);
    }
  });

  it('declares who may call each operation: anyone, a session, a staff session, and the client header on writes', () => {
    const security = document as unknown as {
      servers: { url: string }[];
      info: { license: { identifier: string } };
      components: { securitySchemes: Record<string, { in: string; name: string }> };
    };
    expect(security.components.securitySchemes['client']).toMatchObject({ in: 'header', name: 'x-juicyin-client' });
    expect(security.components.securitySchemes['session']).toMatchObject({ in: 'cookie' });
    expect(security.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(security.info.license.identifier).toBe('MIT');
    expect(operation('/api/products', 'get').security).toEqual([{}]);
    expect(operation('/api/auth/login', 'post').security).toEqual([{ client: [] }]);
    expect(operation('/api/auth/login', 'post').responses['403']).toBeDefined();
    expect(operation('/api/staff/orders', 'get').security).toEqual([{ session: [] }]);
    expect(operation('/api/staff/orders/{number}/status', 'post').security).toEqual([{ session: [], client: [] }]);
    for (const item of Object.values(document.paths)) {
      for (const op of Object.values(item)) expect(op.responses['4XX'], op.operationId).toBeDefined();
    }
  });

  it('marks every endpoint under /api/staff as staff-only', () => {
    for (const endpoint of endpoints) {
      expect(endpoint.staff === true, endpoint.id).toBe(endpoint.path.startsWith('/api/staff/'));
    }
  });
});
