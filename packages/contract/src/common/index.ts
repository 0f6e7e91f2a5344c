export {
  halalasSchema,
  idSchema,
  type Locale,
  localeSchema,
  type LocalizedText,
  localizedTextSchema,
  noContentSchema,
  pageQuery,
  shortText,
  skuSchema,
  slugSchema,
} from './schemas.ts';
