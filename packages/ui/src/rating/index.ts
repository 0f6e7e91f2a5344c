export { Rating, RATING_MAX, type RatingMessages, ratingMessages, type RatingProps, ratingStyles } from './rating.tsx';
export { RatingInput, type RatingInputMessages, ratingInputMessages, type RatingInputProps } from './rating-input.tsx';
