// fast-check arbitraries for values: plausible ones from a JSON Schema (so requests get past the
// first check), and the bad and boundary classes every input must survive.
import fc from 'fast-check';
import type { JsonSchema } from './operations.ts';

/** Values seen in the database (slugs, SKUs, ids, order numbers…), by parameter or field name. */
export type Known = Readonly<Record<string, readonly string[]>>;

/** Strings that have broken APIs: control and invisible characters, broken Unicode, traversal, injection. */
export const nastyStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\ud83d',
  '🍊\ud800',
  '\u202eevil\u202c',
  'مرحبا بالعصير',
  '\u200b\u200c\u200d\u2060\ufeff',
  '\r\n\t',
  '\u0007\u001b[31m',
  '\u007f\u0085\u2028\u2029',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  "' or 1=1 --",
  '"; drop table orders; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  '-0',
  '1e400',
  '0x1f',
  'null',
  'true',
  '٠١٢٣٤٥٦٧٨٩',
  'ＡＢＣ',
  'e\u0301\u0301\u0301',
];

/** Characters slipped into otherwise good strings. */
const slippedIn = ['\u0000', '\ud800', '\udc00', '\u202e', '\u200b', '\ufeff', '\u0007', '\n', '\t', '%00', '\u0085'];

const hugeString = fc.constantFrom(5_000, 20_000, 70_000).map((length) => 'x'.repeat(length));

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
);

/** Values JSON.stringify turns into something else: the body builder writes them as raw text. */
export const RAW = Symbol('raw JSON text');
export interface RawJson {
  readonly [RAW]: string;
}
const raw = (text: string): RawJson => ({ [RAW]: text });

const nastyNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(-1, 0, 0.5, -0.000001, 1e21, -1e21, 2 ** 53 + 2, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-320),
  fc.constantFrom(
    raw('NaN'),
    raw('Infinity'),
    raw('-Infinity'),
    raw('1e400'),
    raw('-1e400'),
    raw('1' + '0'.repeat(400)),
  ),
  fc.double(),
  fc.integer(),
);

/** Objects and arrays nested `depth` deep (over the API's limit of 32 from 33 on). */
const deep = fc
  .constantFrom(8, 33, 200, 5_000)
  .chain((depth) =>
    fc
      .boolean()
      .map((arrays) =>
        raw(arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
      ),
  );

const prototypeKeys = fc.constantFrom(
  raw('{"__proto__":{"isAdmin":true}}'),
  raw('{"constructor":{"prototype":{"isAdmin":true}}}'),
  raw('{"a":{"__proto__":[]}}'),
);

/** Anything at all, of every JSON type and the classes above. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: prototypeKeys },
  { weight: 1, arbitrary: fc.json().map((text) => raw(text)) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 3 }) },
);

function stringFor(schema: JsonSchema, known: readonly string[]): fc.Arbitrary<string> {
  const choices: fc.Arbitrary<string>[] = [];
  if (known.length > 0) choices.push(fc.constantFrom(...known));
  if (schema.format === 'uuid') choices.push(fc.uuid());
  else if (schema.format === 'email') choices.push(fc.emailAddress());
  else if (schema.format === 'date')
    choices.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
  else if (schema.format === 'date-time') choices.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
  else if (schema.pattern) {
    try {
      choices.push(fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, schema.maxLength ?? 200)));
    } catch {
      // A pattern fast-check cannot read: plain strings below.
    }
  }
  if (choices.length === (known.length > 0 ? 1 : 0)) {
    const length = { minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 60) };
    choices.push(fc.string(length), fc.string({ unit: 'grapheme', ...length }));
  }
  const good = fc.oneof(...choices);
  // A good value with one character slipped in: what gets a NUL or a lone surrogate past a length check.
  const slipped = fc
    .tuple(good, fc.constantFrom(...slippedIn), fc.nat())
    .map(([text, char, at]) => text.slice(0, at % (text.length + 1)) + char + text.slice(at % (text.length + 1)));
  return fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: slipped });
}

function numberFor(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1_000_000);
  const max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
  const low = Math.max(min, Number.MIN_SAFE_INTEGER);
  const edges = fc.constantFrom(low, max, Math.min(low + 1, max));
  const integer = fc.integer({ min: Math.ceil(low), max: Math.floor(max) });
  if (schema.type === 'integer') return fc.oneof(edges, integer);
  return fc.oneof(edges, integer, fc.double({ min: low, max, noNaN: true }));
}

/** A value the schema describes (mostly accepted), with known values for fields of that name. */
export function plausible(schema: JsonSchema, known: Known, name = '', depth = 0): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => plausible(option, known, name, depth)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return stringFor(schema, known[name] ?? []);
    case 'integer':
    case 'number':
      return numberFor(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(plausible(schema.items ?? {}, known, name, depth + 1), {
            maxLength: Math.min(schema.maxItems ?? 4, 4),
          });
    case 'object':
      return objectFor(schema, known, depth);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

const MISSING = Symbol('missing');
const EXTRA = Symbol('an extra field');

/**
 * An object of the schema's fields, plausible on the whole, with up to two changes: a field
 * missing, bad (any class above) or null, or an extra field. One change in an otherwise good body
 * is what reaches the code behind validation.
 */
export function objectFor(schema: JsonSchema, known: Known, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) fields[name] = plausible(property, known, name, depth + 1);
  const base = fc.record(fields, { requiredKeys: [...(schema.required ?? [])] });
  const change = fc.tuple(
    names.length > 0
      ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: fc.constant(EXTRA) })
      : fc.constant(EXTRA),
    fc.oneof(fc.constant(MISSING), nastyValue, nastyValue, fc.constant(null)),
    fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...nastyStrings)),
  );
  return fc.tuple(base, fc.array(change, { maxLength: 2 })).map(([record, changes]) => {
    const object: Record<string, unknown> = { ...record };
    // defineProperty: a `__proto__` key stays an own field (written into the JSON) instead of a prototype.
    const put = (name: string, value: unknown) =>
      Object.defineProperty(object, name, { value, enumerable: true, writable: true, configurable: true });
    for (const [field, value, extraName] of changes) {
      const name = field === EXTRA ? extraName : field;
      if (value === MISSING) Reflect.deleteProperty(object, name);
      else put(name, value);
    }
    return object;
  });
}

/** JSON text for a value, writing `RawJson` parts as they are (NaN, 1e400, deep nesting, prototype keys). */
export function toJsonText(value: unknown): string {
  const parts: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'object' && item !== null && RAW in item) {
      parts.push((item as RawJson)[RAW]);
      return `\u0001raw${String(parts.length - 1)}\u0001`;
    }
    return item;
  }) as string | undefined;
  if (text === undefined) return '';
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index: string) => parts[Number(index)] ?? 'null');
}
