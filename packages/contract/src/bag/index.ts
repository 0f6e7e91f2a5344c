export { getBag, mergeBag, removeBagLine, setBagLine } from './endpoints.ts';
export {
  type Bag,
  bagLineSchema,
  bagSchema,
  mergeBagBodySchema,
  quantitySchema,
  setQuantityBodySchema,
} from './schemas.ts';
