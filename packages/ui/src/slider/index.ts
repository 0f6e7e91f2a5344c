export { Slider, type SliderProps, sliderStyles } from './slider.tsx';
