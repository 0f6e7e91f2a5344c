export { DataTable, type DataTableColumn, type DataTablePages, type DataTableProps } from './data-table.tsx';
export {
  compareValues,
  dataTableMessages,
  type DataTableMessages,
  type DataTableSort,
  dataTableStyles,
  type DataTableValue,
} from './data-table-values.ts';
