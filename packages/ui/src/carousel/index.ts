export {
  Carousel,
  carouselMessages,
  type CarouselMessages,
  type CarouselProps,
  type CarouselSlide,
  carouselStyles,
} from './carousel.tsx';
