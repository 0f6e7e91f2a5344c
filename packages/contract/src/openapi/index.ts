export { buildOpenApiDocument, type OpenApiInfo } from './openapi.ts';
