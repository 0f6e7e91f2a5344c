// Which requests the offline worker keeps, by path (the contract's public GET endpoints and the
// shopper's own order screens). Anything not named here (staff, the bag, the wallet, every write)
// goes to the network untouched and is never saved.

/** The catalogue, home's sections and the store's settings: the same for every visitor. */
const catalogue = /^\/api\/(?:products(?:\/[^/]+(?:\/(?:similar|also-bought|reviews))?)?|home|store)$/;
/** Product pictures. */
const image = /^\/api\/images\/[^?#]+$/;
/**
 * The signed-in shopper's own answers read offline: who is signed in (`/api/me`), the orders list,
 * an order, its invoice and its tracking. Never the live event stream.
 */
const personal = /^\/api\/me(?:\/orders(?:\/[^/]+(?:\/(?:invoice|tracking))?)?)?$/;
/** Requests that change who is signed in. */
const authChange = /^\/api\/auth\/(?:login|logout|register)$/;

export const isCatalogue = (pathname: string) => catalogue.test(pathname);
export const isImage = (pathname: string) => image.test(pathname);
export const isPersonal = (pathname: string) => personal.test(pathname);
export const isAuthChange = (pathname: string) => authChange.test(pathname);

/** The cache of one shopper's answers; every other shopper's is deleted when this one signs in. */
export const PERSONAL_PREFIX = 'juicyin-personal-';
export const personalCacheName = (shopperId: string) => `${PERSONAL_PREFIX}${shopperId}`;
