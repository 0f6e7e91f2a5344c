export {
  compareValues,
  DataTable,
  type DataTableColumn,
  dataTableMessages,
  type DataTableMessages,
  type DataTableProps,
  dataTableStyles,
  type DataTableValue,
} from './data-table.tsx';
