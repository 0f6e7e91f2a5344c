// One generated request per operation: path parameters, query, headers and body, each plausible or bad.
import fc from 'fast-check';
import type { Operation, Parameter } from './operations.ts';
import { type Known, nastyString, nastyValue, objectFor, plausible, toJsonText } from './values.ts';

export type Identity = 'guest' | 'shopper' | 'staff';

export interface FuzzRequest {
  readonly operation: string;
  readonly identity: Identity;
  readonly method: string;
  /** Exactly as sent on the request line. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | undefined;
}

/**
 * Percent-encodes text as UTF-8, and an unpaired surrogate as the bytes it would have in WTF-8
 * (`%ED%A0%80`), which are not UTF-8: the server must refuse them, not fail on them.
 */
export function encodeComponent(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += `%ED%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    } else out += encodeURIComponent(text[index] ?? '');
  }
  return out;
}

/** Path segments written raw, not encoded: traversal, broken escapes, overlong. */
const rawSegments = fc.constantFrom(
  '..',
  '.',
  '%',
  '%zz',
  '%E0%A4',
  '%00',
  '%2e%2e%2f%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  'a'.repeat(201),
  '%C0%AF',
  '%ED%A0%80',
);

function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) return toJsonText(value);
  return String(value);
}

function segment(parameter: Parameter, known: Known): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: plausible(parameter.schema, known, parameter.name).map((value) => encodeComponent(scalarText(value))),
    },
    { weight: 3, arbitrary: nastyString.map((value) => encodeComponent(value.slice(0, 300))) },
    { weight: 1, arbitrary: rawSegments },
  );
}

function queryString(parameters: readonly Parameter[], known: Known): fc.Arbitrary<string> {
  const pairs = parameters.map((parameter) =>
    fc.oneof(
      { weight: parameter.required ? 1 : 5, arbitrary: fc.constant([] as string[]) },
      {
        weight: 5,
        arbitrary: plausible(parameter.schema, known, parameter.name).map((value) => [
          `${parameter.name}=${encodeComponent(scalarText(value))}`,
        ]),
      },
      {
        weight: 2,
        arbitrary: nastyString.map((value) => [`${parameter.name}=${encodeComponent(value.slice(0, 2_000))}`]),
      },
      { weight: 1, arbitrary: fc.constant([`${parameter.name}=1`, `${parameter.name}=2`]) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          [`${parameter.name}=%`],
          [parameter.name],
          [`${parameter.name}=%zz`],
          [`${parameter.name}[a]=1`],
        ),
      },
    ),
  );
  const extra = fc.option(
    fc
      .tuple(nastyString, nastyString)
      .map(([name, value]) => [`${encodeComponent(name.slice(0, 50)) || 'x'}=${encodeComponent(value.slice(0, 200))}`]),
    { freq: 8 },
  );
  return fc.tuple(fc.tuple(...pairs), extra).map(([chosen, more]) => {
    const all = [...chosen.flat(), ...(more ?? [])];
    return all.length === 0 ? '' : `?${all.join('&')}`;
  });
}

const contentTypes = fc.oneof(
  { weight: 20, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/xml',
      'application/JSON',
      'application/json;;;',
      '*/*',
      'x',
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/** Raw bodies that are not the JSON of any value: broken, empty, or JSON with NaN and friends. */
const brokenBody = fc.constantFrom(
  '',
  ' ',
  '{',
  '{"a":',
  '[1,]',
  "{'a':1}",
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  'undefined',
  '\u0000',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  'null',
  '0',
  '[]',
  '"x"',
);

function bodyFor(operation: Operation, known: Known): fc.Arbitrary<string | undefined> {
  const schema = operation.body;
  const fromSchema = schema
    ? schema.type === 'object'
      ? objectFor(schema, known)
      : plausible(schema, known)
    : fc.constant(undefined);
  return fc.oneof(
    { weight: 12, arbitrary: fromSchema.map((value) => (value === undefined ? undefined : toJsonText(value))) },
    { weight: 2, arbitrary: nastyValue.map((value) => toJsonText(value)) },
    { weight: 1, arbitrary: brokenBody },
    { weight: schema ? 1 : 4, arbitrary: fc.constant(undefined) },
  );
}

function headerValue(parameter: Parameter, known: Known): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    {
      weight: 8,
      // Node sends only tab and bytes 0x20–0x7e and 0x80–0xff in a header: anything else becomes 0x7f… or '?'.
      arbitrary: plausible(parameter.schema, known, parameter.name).map((value) =>
        scalarText(value).replace(/[^\t\x20-\x7e\x80-\xff]/g, '?'),
      ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: fc.constantFrom('', ' ', 'é', 'a'.repeat(300), 'k'.repeat(255), '../x', 'NaN') },
  );
}

/** A request to the operation: as a guest or signed in, with the client's headers most of the time. */
export function requestFor(operation: Operation, known: Known): fc.Arbitrary<FuzzRequest> {
  const segments = operation.pathParams.map((parameter) => segment(parameter, known));
  const headerParameters = operation.headers.map((parameter) =>
    headerValue(parameter, known).map((value) => [parameter.name, value] as const),
  );
  return fc
    .record({
      identity: fc.constantFrom<Identity>('guest', 'shopper', 'shopper', 'staff'),
      segments: fc.tuple(...segments),
      query: queryString(operation.query, known),
      headers: fc.tuple(...headerParameters),
      body: bodyFor(operation, known),
      contentType: contentTypes,
      client: fc.oneof({ weight: 19, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    })
    .map(({ identity, segments: values, query, headers, body, contentType, client }) => {
      let index = 0;
      const path = operation.path.replace(/:[A-Za-z]+/g, () => values[index++] ?? '');
      const sent: Record<string, string> = { accept: 'application/json' };
      if (client) Object.assign(sent, { 'x-juicyin-client': '1', 'sec-fetch-site': 'same-origin' });
      for (const [name, value] of headers) if (value !== undefined) sent[name] = value;
      if (body !== undefined && contentType !== undefined) sent['content-type'] = contentType;
      return {
        operation: operation.id,
        identity,
        method: operation.method,
        path: `${path}${query}`,
        headers: sent,
        body,
      };
    });
}
