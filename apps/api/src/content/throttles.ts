import type { ThrottleLimit } from '../http/throttle.ts';

/** How often a shopper may comment, and a client address send enquiries and price-match reports and share posts. */
export interface ContentThrottles {
  /** Comments per signed-in shopper. */
  readonly comment: ThrottleLimit;
  /** 'Pitch us' enquiries per client address. */
  readonly enquiry: ThrottleLimit;
  /** Price-match reports per client address. */
  readonly priceMatch: ThrottleLimit;
  /** Uses of blog share links counted per client address (more are refused, and not counted). */
  readonly share: ThrottleLimit;
}

export const contentThrottles: ContentThrottles = {
  comment: { max: 5, windowMs: 10 * 60_000 },
  enquiry: { max: 5, windowMs: 60 * 60_000 },
  priceMatch: { max: 5, windowMs: 60 * 60_000 },
  share: { max: 30, windowMs: 10 * 60_000 },
};
