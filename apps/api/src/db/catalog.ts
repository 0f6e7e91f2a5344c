// What the migrated database says about its tables, read from PostgreSQL's catalog: the input of
// the generated schema module (schema-source.ts). Only the current schema, without the migrations'
// own bookkeeping table.
import type { DatabaseHandle } from '../database.ts';

export interface CatalogColumn {
  readonly name: string;
  /** `format_type`: `integer`, `text[]`, `numeric(12,6)`, `timestamp with time zone`, … */
  readonly type: string;
  readonly notNull: boolean;
  /** The default's expression as PostgreSQL prints it, or null. */
  readonly default: string | null;
  /** `a` generated always as identity, `d` by default, `` none. */
  readonly identity: string;
  /** The values of a `check (column in (…))` on this column alone, or null. */
  readonly allowed: readonly string[] | null;
}

export interface CatalogKey {
  readonly name: string;
  /** `p` primary key, `u` unique, `f` foreign key. */
  readonly kind: 'p' | 'u' | 'f';
  readonly columns: readonly string[];
  readonly foreignTable: string | null;
  readonly foreignColumns: readonly string[];
  /** `a` no action, `r` restrict, `c` cascade, `n` set null, `d` set default. */
  readonly onDelete: string;
}

export interface CatalogTable {
  readonly name: string;
  readonly columns: readonly CatalogColumn[];
  readonly keys: readonly CatalogKey[];
}

const inSchema = `c.relnamespace = (select oid from pg_namespace where nspname = current_schema())
  and c.relkind = 'r' and c.relname <> 'schema_migrations'`;

const columnNames = (keys: string, table: string) =>
  `array(select a.attname::text from unnest(${keys}) with ordinality as u(attnum, i)
    join pg_attribute a on a.attrelid = ${table} and a.attnum = u.attnum order by u.i)`;

/** `CHECK ((status = ANY (ARRAY['placed'::text, 'processing'::text])))` → the values. */
export function allowedValues(definition: string, column: string): string[] | null {
  const match = /^CHECK \(\(([a-z_0-9]+) = ANY \(ARRAY\[(.*)\]\)\)\)$/.exec(definition);
  const [, name, list = ''] = match ?? [];
  if (name !== column) return null;
  const values = list.split(', ').map((item) => /^'([^']*)'::text$/.exec(item)?.[1]);
  return values.every((value) => value !== undefined) ? values : null;
}

export async function readCatalog(database: DatabaseHandle): Promise<CatalogTable[]> {
  const tables = await database.rows<{ name: string }>(
    `select c.relname::text as name from pg_class c where ${inSchema} order by c.relname`,
  );
  const columns = await database.rows<Omit<CatalogColumn, 'allowed'> & { table: string }>(
    `select c.relname::text as table, a.attname::text as name, format_type(a.atttypid, a.atttypmod) as type,
       a.attnotnull as "notNull", pg_get_expr(d.adbin, d.adrelid) as default, a.attidentity::text as identity
     from pg_attribute a join pg_class c on c.oid = a.attrelid
     left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where ${inSchema} and a.attnum > 0 and not a.attisdropped order by c.relname, a.attnum`,
  );
  const constraints = await database.rows<
    Omit<CatalogKey, 'kind'> & { table: string; kind: string; definition: string }
  >(
    `select c.relname::text as table, k.conname::text as name, k.contype::text as kind,
       ${columnNames('k.conkey', 'k.conrelid')} as columns, f.relname::text as "foreignTable",
       ${columnNames('k.confkey', 'k.confrelid')} as "foreignColumns", k.confdeltype::text as "onDelete",
       pg_get_constraintdef(k.oid) as definition
     from pg_constraint k join pg_class c on c.oid = k.conrelid left join pg_class f on f.oid = k.confrelid
     where ${inSchema} and k.contype in ('p', 'u', 'f', 'c') order by c.relname, k.conname`,
  );
  return tables.map(({ name }) => {
    const own = constraints.filter((constraint) => constraint.table === name);
    const checks = own.filter((constraint) => constraint.kind === 'c' && constraint.columns.length === 1);
    return {
      name,
      columns: columns
        .filter((column) => column.table === name)
        .map(({ table: _table, ...column }) => ({
          ...column,
          allowed:
            checks.map((check) => allowedValues(check.definition, column.name)).find((values) => values !== null) ??
            null,
        })),
      keys: own
        .filter((constraint) => constraint.kind !== 'c')
        .map(({ table: _table, definition: _definition, ...key }) => ({
          ...key,
          kind: key.kind as CatalogKey['kind'],
        })),
    };
  });
}
