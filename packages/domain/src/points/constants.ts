/** Points credited for each earning event of PRODUCT.md §5. */
export const POINTS_FOR_REGISTRATION = 5;
export const POINTS_FOR_EMAIL_VERIFIED = 50;
export const POINTS_FOR_REVIEW = 1;
export const POINTS_FOR_REFERRAL = 100;
export const POINTS_FOR_TELL_US = 20;

/** Points are redeemed in steps of 50, each worth SAR 1.30. */
export const POINTS_PER_REDEMPTION_STEP = 50;
export const HALALAS_PER_REDEMPTION_STEP = 130;

/** Every earn record expires this many days after it is credited. */
export const POINTS_EXPIRY_DAYS = 180;
/** "Points expiring soon" looks this many days ahead. */
export const POINTS_EXPIRING_SOON_DAYS = 30;
