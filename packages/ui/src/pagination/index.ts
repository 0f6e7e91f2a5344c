export {
  pageWindow,
  Pagination,
  type PaginationMessages,
  paginationMessages,
  type PaginationProps,
  paginationStyles,
} from './pagination.tsx';
