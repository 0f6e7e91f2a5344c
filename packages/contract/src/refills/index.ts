export { listMyRefills, listRefillProducts } from './endpoints.ts';
export {
  type MyRefill,
  type MyRefillList,
  myRefillListSchema,
  myRefillSchema,
  type RefillProduct,
  type RefillProductList,
  type RefillProductListQuery,
  refillProductListQuerySchema,
  refillProductListSchema,
  refillProductSchema,
} from './schemas.ts';
