export {
  CardBrandMarks,
  type CardBrandMarksMessages,
  cardBrandMarksMessages,
  type CardBrandMarksProps,
} from './card-brand-marks.tsx';
