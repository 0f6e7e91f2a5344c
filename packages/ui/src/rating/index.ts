export { Rating, RATING_MAX, type RatingMessages, ratingMessages, type RatingProps, ratingStyles } from './rating.tsx';
