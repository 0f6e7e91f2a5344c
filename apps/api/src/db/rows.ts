import type { InferSelectModel, Table } from 'drizzle-orm';

type Columns<T extends Table> = T['_']['columns'];

/**
 * What raw SQL answers for a column of this type. A timestamptz is text through Drizzle (`query()`
 * in orders/sql.ts, on both drivers: `2026-11-27 05:12:32.63+00`) and a Date through the drivers'
 * own queries (`DatabaseHandle.rows`): `new Date(value)` reads both. node-postgres answers a bigint
 * as a string where PGlite answers a number.
 */
type Raw<Value, ColumnType> = Value extends Date
  ? Date | string
  : ColumnType extends 'PgBigInt53' | 'PgBigSerial53'
    ? Value | string
    : Value;

/**
 * A table's row as raw SQL answers it (`select * from …`, `returning …`): keyed by the database's
 * column names, each typed from schema.ts. `Pick<Row<typeof orders>, 'id' | 'status'>` for some
 * columns.
 */
export type Row<T extends Table> = {
  [K in keyof Columns<T> & keyof InferSelectModel<T> as Columns<T>[K]['_']['name']]: Raw<
    InferSelectModel<T>[K],
    Columns<T>[K]['_']['columnType']
  >;
};
