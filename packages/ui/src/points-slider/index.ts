export {
  PointsSlider,
  pointsSliderMessages,
  type PointsSliderMessages,
  type PointsSliderProps,
  pointsSliderStyles,
  type PointsVariantProps,
  type WalletVariantProps,
} from './points-slider.tsx';
