export { listMyRefills, listRefillProducts } from './endpoints.ts';
export {
  type MyRefill,
  type MyRefillList,
  myRefillListSchema,
  myRefillSchema,
  type RefillProduct,
  type RefillProductList,
  refillProductListSchema,
  refillProductSchema,
} from './schemas.ts';
