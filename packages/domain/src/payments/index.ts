export { CARD_BRANDS, type CardBrand, cardBrand, cardExpiryValid, cvvLength, luhnValid } from './card.ts';
