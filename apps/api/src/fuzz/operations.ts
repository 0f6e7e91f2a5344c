// The operations the fuzzer sends to, read from the API's own OpenAPI document.

/** The part of JSON Schema the contract's OpenAPI document uses. */
export interface JsonSchema {
  readonly type?: string;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly format?: string;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly multipleOf?: number;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly items?: JsonSchema;
  readonly maxItems?: number;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
}

export interface Parameter {
  readonly name: string;
  readonly required: boolean;
  readonly schema: JsonSchema;
}

export interface Operation {
  readonly id: string;
  readonly method: string;
  /** With `:name` placeholders, as Fastify routes it. */
  readonly path: string;
  readonly pathParams: readonly Parameter[];
  readonly query: readonly Parameter[];
  readonly headers: readonly Parameter[];
  readonly body: JsonSchema | undefined;
  /** Needs a session: a security requirement of the document names it. */
  readonly auth: boolean;
}

interface OpenApiOperation {
  readonly operationId: string;
  readonly parameters?: readonly (Parameter & { readonly in: string })[];
  readonly requestBody?: { readonly content: Readonly<Record<string, { readonly schema: JsonSchema }>> };
  readonly security?: readonly Readonly<Record<string, readonly string[]>>[];
}

export interface OpenApiDocument {
  readonly paths: Readonly<Record<string, Readonly<Record<string, OpenApiOperation>>>>;
}

/** Every operation of the document, its path written with `:name` parameters. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const parameters = operation.parameters ?? [];
      const where = (place: string) => parameters.filter((parameter) => parameter.in === place);
      operations.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        path: path.replace(/\{([^}]+)\}/g, ':$1'),
        pathParams: where('path'),
        query: where('query'),
        headers: where('header'),
        body: operation.requestBody?.content['application/json']?.schema,
        auth: (operation.security ?? []).some((requirement) => 'session' in requirement),
      });
    }
  }
  return operations;
}
