export {
  RangeSlider,
  type RangeSliderMessages,
  rangeSliderMessages,
  type RangeSliderProps,
  rangeSliderStyles,
} from './range-slider.tsx';
