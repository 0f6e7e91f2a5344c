import { z } from 'zod';
import type { Endpoint } from '../endpoint.ts';
import { errorResponseSchema } from '../errors.ts';

export interface OpenApiInfo {
  readonly title: string;
  readonly version: string;
  readonly description?: string;
}

/** Where the API is: beside the shop, on the shop's own origin. */
const servers = [{ url: '/', description: "The shop's own origin: the API server also serves the shop" }];

const license = { name: 'MIT', identifier: 'MIT' };

/**
 * How a client authenticates: the session cookie, and on every state-changing request the client
 * header (the API refuses a write without it, 403 `cross_site_request`, so a cross-site form or image
 * cannot change anything).
 */
const securitySchemes = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: '__Host-juicyin_session',
    description:
      'The session cookie set by login or registration (named `juicyin_session` on plain-http loopback). ' +
      "Staff endpoints need a staff member's session and answer 404 to anyone else.",
  },
  client: {
    type: 'apiKey',
    in: 'header',
    name: 'x-juicyin-client',
    description: 'Send `x-juicyin-client: 1` with every state-changing request (anything but GET).',
  },
};

/** The security requirement of an operation: `{}` alone means anyone may call it. */
function securityOf(endpoint: Endpoint): Record<string, string[]>[] {
  const requirement: Record<string, string[]> = {};
  if (endpoint.auth || endpoint.staff) requirement['session'] = [];
  if (endpoint.method !== 'GET') requirement['client'] = [];
  return [requirement];
}

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const generated = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete generated['$schema'];
  return generated;
}

function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, '{$1}');
}

function parametersOf(endpoint: Endpoint): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  for (const [location, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      const description = typeof property['description'] === 'string' ? property['description'] : undefined;
      parameters.push({
        name,
        in: location,
        required: location === 'path' || (object.required ?? []).includes(name),
        schema: property,
        ...(description ? { description } : {}),
      });
    }
  }
  if (endpoint.headers) {
    const object = jsonSchema(endpoint.headers, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      const description = typeof property['description'] === 'string' ? property['description'] : undefined;
      parameters.push({
        name,
        in: 'header',
        required: (object.required ?? []).includes(name),
        schema: property,
        ...(description ? { description } : {}),
      });
    }
  }
  if (endpoint.stream) parameters.push(...streamParameters);
  return parameters;
}

/** Where a server-sent event stream resumes: every stream endpoint takes these. */
const streamParameters: JsonSchema[] = [
  {
    name: 'Last-Event-ID',
    in: 'header',
    required: false,
    schema: { type: 'string', pattern: '^\\d{1,15}$' },
    description: 'Resume after this event (a reconnecting EventSource sends the last id it received)',
  },
  {
    name: 'after',
    in: 'query',
    required: false,
    schema: { type: 'string', pattern: '^\\d{1,15}$' },
    description: 'Resume after this event, like Last-Event-ID (which wins when both are sent)',
  },
];

/** The success response: JSON, nothing (204), or a server-sent event stream whose `data` the schema describes. */
function successResponse(endpoint: Endpoint, status: number): JsonSchema {
  if (status === 204) return { description: 'Done' };
  if (endpoint.stream) {
    return {
      description:
        'A server-sent event stream (text/event-stream): each event is `id: <seq>`, `event: order` and ' +
        '`data:` one JSON object of this schema; comment lines keep the connection alive',
      content: { 'text/event-stream': { schema: jsonSchema(endpoint.response, 'output') } },
    };
  }
  return {
    description: 'Success',
    content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } },
  };
}

/** The OpenAPI 3.1 document for these endpoints, generated from their zod definitions. */
export function buildOpenApiDocument(endpoints: readonly Endpoint[], info: OpenApiInfo): JsonSchema {
  const errorSchema = jsonSchema(errorResponseSchema, 'output');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const successStatus = endpoint.successStatus ?? 200;
    const responses: Record<string, unknown> = { [String(successStatus)]: successResponse(endpoint, successStatus) };
    const errorResponse = (description: string) => ({
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
    if (endpoint.body ?? endpoint.query ?? endpoint.params ?? endpoint.stream) {
      responses['400'] = errorResponse(
        'invalid_input: the request does not match the schema (field messages in `fields`)',
      );
    }
    if (endpoint.auth) responses['401'] = errorResponse('unauthenticated: sign in first');
    if (endpoint.method !== 'GET') {
      responses['403'] = errorResponse(
        'cross_site_request: sent cross-site, or without the header x-juicyin-client: 1',
      );
    }
    for (const error of endpoint.errors ?? []) {
      const key = String(error.status);
      const existing = responses[key] as { description: string } | undefined;
      const description = `${error.code}: ${error.description}`;
      responses[key] = errorResponse(existing ? `${existing.description}; ${description}` : description);
    }
    responses['4XX'] = { $ref: '#/components/responses/Refused' };
    const operation: Record<string, unknown> = {
      operationId: endpoint.id,
      summary: endpoint.summary,
      tags: [endpoint.tag ?? 'general'],
      parameters: parametersOf(endpoint),
      responses,
      security: securityOf(endpoint),
    };
    if (endpoint.upload) {
      const file = {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        maxLength: endpoint.upload.maxBytes,
      };
      operation['requestBody'] = {
        required: true,
        description: `The file itself as the body (at most ${String(endpoint.upload.maxBytes)} bytes)`,
        content: Object.fromEntries(
          endpoint.upload.mediaTypes.map((type) => [type, { schema: { ...file, contentMediaType: type } }]),
        ),
      };
    } else if (endpoint.body) {
      operation['requestBody'] = {
        required: true,
        content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
      };
    }
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: info.title,
      version: info.version,
      ...(info.description ? { description: info.description } : {}),
      license,
    },
    servers,
    paths,
    components: {
      schemas: { Error: errorSchema },
      responses: {
        Refused: {
          description:
            'Refused before the endpoint ran, whatever it is: 400 bad_url, bad_content_length or bad_request ' +
            '(malformed HTTP), 408 request_timeout, 413 payload_too_large, 414 path_parameter_too_long, ' +
            '415 unsupported_media_type, 431 headers_too_large',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
      securitySchemes,
    },
  };
}
