// The products the purchase journeys buy. Every journey shares one server and one catalogue, so an
// order's stock change is seen by every later journey: a journey that bought the browsing journeys'
// fresh-orange-juice (its cheapest variant seeds with 5 in stock) left it sold out for the wishlist's
// Move to bag and moved the product gallery onto the Glass pictures. Purchases therefore buy only
// these, and browsing journeys never look at them. The seed is deterministic
// (apps/api/src/seed/seed.ts): their cheapest variants start with 85, 92, 87 and 96 in stock, far
// more than one run of the suite buys.
export const purchaseProducts = ['mint-herb-juice', 'ginger-herb-juice', 'turmeric-detox', 'date-smoothie'] as const;
export type PurchaseProduct = (typeof purchaseProducts)[number];
