export {
  type BreadcrumbItem,
  Breadcrumbs,
  type BreadcrumbsMessages,
  breadcrumbsMessages,
  type BreadcrumbsProps,
  breadcrumbsStyles,
} from './breadcrumbs.tsx';
