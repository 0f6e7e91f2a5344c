import { dateTimeFormat } from '@juicyin/domain';
import { cva } from 'class-variance-authority';
import { formatNumber, type MessageTable } from '../messages/index.ts';

/** A sortable cell value: text, a number or a point in time. */
export type DataTableValue = string | number | Date;

/** A sort: the column's id and its direction. */
export interface DataTableSort {
  readonly id: string;
  readonly desc: boolean;
}

export interface DataTableMessages {
  readonly previous: string;
  readonly next: string;
  readonly page: (current: string, total: string) => string;
  readonly pagination: (caption: string) => string;
  readonly loading: string;
  readonly empty: string;
  /** The column visibility menu's button. */
  readonly columns: string;
}

export const dataTableMessages: MessageTable<DataTableMessages, 'dataTable'> = {
  name: 'dataTable',
  en: {
    previous: 'Previous page',
    next: 'Next page',
    page: (current, total) => `Page ${current} of ${total}`,
    pagination: (caption) => `${caption}, pages`,
    loading: 'Loading…',
    empty: 'Nothing here yet.',
    columns: 'Columns',
  },
  ar: {
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    page: (current, total) => `الصفحة ${current} من ${total}`,
    pagination: (caption) => `${caption}، الصفحات`,
    loading: 'جارٍ التحميل…',
    empty: 'لا يوجد شيء هنا بعد.',
    columns: 'الأعمدة',
  },
};

export const dataTableStyles = cva('jui-data-table', {
  variants: { density: { comfortable: 'jui-data-table--comfortable', compact: 'jui-data-table--compact' } },
  defaultVariants: { density: 'comfortable' },
});

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Ascending order of two cell values of one column. */
export function compareValues(a: DataTableValue, b: DataTableValue): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  const x = a instanceof Date ? a.getTime() : Number(a);
  const y = b instanceof Date ? b.getTime() : Number(b);
  return x === y ? 0 : x < y ? -1 : 1;
}

/** A cell value as text in the locale (dates in store time, Asia/Riyadh). */
export function formatValue(locale: string, value: DataTableValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatNumber(locale, value);
  return dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    calendar: 'gregory',
    numberingSystem: 'latn',
    timeZone: 'Asia/Riyadh',
  }).format(value);
}
