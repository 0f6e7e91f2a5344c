// Writes schema.ts, Drizzle's view of the tables, from the catalog of a database that the
// migrations built (catalog.ts): the SQL files are the one source, this module is derived.
//
// Our own printer rather than `drizzle-kit pull` (0.31.11, tried on 2026-11-27): its output differed
// between PostgreSQL 15 and PGlite in table order and even in the column order of composite primary
// keys (`product_sales (day, product_id)`), gave indexes wrong operator classes, typed timestamps as
// strings and bigserials as bigint (the API answers Dates and numbers), turned `text[] default '{}'`
// into `default([""])` and printed an identity's maximum as an imprecise number literal. A drift test
// needs the same text from the same migrations on both databases, and the types the code relies on.
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { CatalogColumn, CatalogKey, CatalogTable } from './catalog.ts';

export const regenerateCommand = 'pnpm --filter @juicyin/api db:schema';
export const schemaFile = path.join(import.meta.dirname, 'schema.ts');

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The column's builder without constraints: its type, e.g. `integer('position')`. */
function builder(table: string, column: CatalogColumn): { call: string; imports: string[] } {
  const name = quote(column.name);
  const sequence = column.default?.startsWith('nextval(') ?? false;
  const array = column.type.endsWith('[]');
  const base = array ? column.type.slice(0, -2) : column.type;
  const numeric = /^numeric\((\d+),(\d+)\)$/.exec(base);
  let call: string;
  if (base === 'integer') call = sequence ? `serial(${name})` : `integer(${name})`;
  else if (base === 'bigint')
    call = sequence ? `bigserial(${name}, { mode: 'number' })` : `bigint(${name}, { mode: 'number' })`;
  else if (base === 'text')
    call = column.allowed ? `text(${name}, { enum: [${column.allowed.map(quote).join(', ')}] })` : `text(${name})`;
  else if (base === 'boolean') call = `boolean(${name})`;
  else if (base === 'date') call = `date(${name})`;
  else if (base === 'uuid') call = `uuid(${name})`;
  else if (base === 'jsonb') call = `jsonb(${name})`;
  else if (base === 'bytea') call = `bytea(${name})`;
  else if (base === 'double precision') call = `doublePrecision(${name})`;
  else if (base === 'timestamp with time zone') call = `timestamp(${name}, { withTimezone: true, mode: 'date' })`;
  else if (numeric) call = `numeric(${name}, { precision: ${numeric[1] ?? ''}, scale: ${numeric[2] ?? ''} })`;
  else throw new Error(`${table}.${column.name}: no Drizzle type for ${column.type}; add one in schema-source.ts`);
  return { call: array ? `${call}.array()` : call, imports: [call.slice(0, call.indexOf('('))] };
}

/** `.default(…)` as Drizzle says it; anything but a plain literal stays SQL. */
function defaultOf(expression: string): { call: string; sql: boolean } {
  if (expression === 'now()') return { call: '.defaultNow()', sql: false };
  if (expression === 'gen_random_uuid()') return { call: '.defaultRandom()', sql: false };
  if (/^-?\d+$/.test(expression) || expression === 'true' || expression === 'false')
    return { call: `.default(${expression})`, sql: false };
  const text = /^'((?:[^']|'')*)'::text$/.exec(expression);
  if (text) return { call: `.default(${quote((text[1] ?? '').replace(/''/g, "'"))})`, sql: false };
  return { call: `.default(sql\`${expression.replace(/[`\\]/g, '\\$&').replace(/\$\{/g, '\\${')}\`)`, sql: true };
}

const onDelete: Record<string, string> = { r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };

function keyOf(table: CatalogTable, key: CatalogKey): string {
  const own = (columns: readonly string[]) => `[${columns.map((column) => `table.${camel(column)}`).join(', ')}]`;
  if (key.kind === 'p') return `primaryKey({ name: ${quote(key.name)}, columns: ${own(key.columns)} })`;
  if (key.kind === 'u') return `unique(${quote(key.name)}).on(${own(key.columns).slice(1, -1)})`;
  const target = key.foreignTable === table.name ? 'table' : camel(key.foreignTable ?? '');
  const foreign = `[${key.foreignColumns.map((column) => `${target}.${camel(column)}`).join(', ')}]`;
  const action = onDelete[key.onDelete];
  return `foreignKey({ name: ${quote(key.name)}, columns: ${own(key.columns)}, foreignColumns: ${foreign} })${action ? `.onDelete('${action}')` : ''}`;
}

/** Referenced tables first (each table's foreign keys name tables declared above it), then by name. */
function inDependencyOrder(tables: readonly CatalogTable[]): CatalogTable[] {
  const ordered: CatalogTable[] = [];
  const left = [...tables];
  while (left.length > 0) {
    const index = left.findIndex((table) =>
      table.keys.every(
        (key) =>
          key.kind !== 'f' || key.foreignTable === table.name || ordered.some((done) => done.name === key.foreignTable),
      ),
    );
    if (index === -1) throw new Error(`foreign keys in a cycle among ${left.map((table) => table.name).join(', ')}`);
    ordered.push(...left.splice(index, 1));
  }
  return ordered;
}

function tableSource(table: CatalogTable, imports: Set<string>): string {
  const primary = table.keys.find((key) => key.kind === 'p');
  const columns = table.columns.map((column) => {
    const { call, imports: used } = builder(table.name, column);
    used.forEach((name) => imports.add(name));
    let chain = call;
    if (primary?.columns.length === 1 && primary.columns[0] === column.name) chain += '.primaryKey()';
    else if (column.notNull) chain += '.notNull()';
    if (column.identity === 'a') chain += '.generatedAlwaysAsIdentity()';
    if (column.identity === 'd') chain += '.generatedByDefaultAsIdentity()';
    if (column.default !== null && !column.default.startsWith('nextval(')) {
      const value = defaultOf(column.default);
      if (value.sql) imports.add('sql');
      chain += value.call;
    }
    return `  ${camel(column.name)}: ${chain},`;
  });
  const keys = table.keys.filter((key) => !(key.kind === 'p' && key.columns.length === 1));
  for (const key of keys) imports.add({ p: 'primaryKey', u: 'unique', f: 'foreignKey' }[key.kind]);
  const extra = keys.length === 0 ? '' : `, (table) => [${keys.map((key) => keyOf(table, key)).join(', ')}]`;
  return `export const ${camel(table.name)} = pgTable(${quote(table.name)}, {\n${columns.join('\n')}\n}${extra});`;
}

/** The text of schema.ts for these tables, formatted as the repository's Prettier does. */
export async function schemaSource(tables: readonly CatalogTable[], filepath = schemaFile): Promise<string> {
  const imports = new Set<string>(['pgTable']);
  const body = inDependencyOrder(tables).map((table) => tableSource(table, imports));
  const core = [...imports].filter((name) => name !== 'sql' && name !== 'bytea').sort();
  const source = [
    `// Generated from migrations/*.sql by \`${regenerateCommand}\` (src/db/schema-source.ts): do not edit.`,
    `// Change the schema with a new migration, then run that command; \`pnpm test\` fails while this file differs.`,
    ...(imports.has('sql') ? [`import { sql } from 'drizzle-orm';`] : []),
    `import { ${core.join(', ')} } from 'drizzle-orm/pg-core';`,
    ...(imports.has('bytea') ? [`import { bytea } from './bytea.ts';`] : []),
    '',
    body.join('\n\n'),
  ].join('\n');
  return format(source, { ...(await resolveConfig(filepath)), filepath });
}
