/**
 * The API's "signed in" mark: a cookie the page can read, set and ended with the HttpOnly session
 * cookie (`__Host-` over https). Without it a visitor is a guest: the shop does not ask the API who
 * is signed in (a request that answers 401, which the browser logs as an error and Lighthouse
 * counts), and the server renders a guest's pages signed out.
 */
const signedInMark = /(?:^|;\s*)(?:__Host-)?juicyin_signed_in=1(?:;|$)/;

/** Whether the page's cookies carry the mark, or a request's `Cookie` header (on the server). */
export function hasSignedInMark(cookie = document.cookie): boolean {
  return signedInMark.test(cookie);
}
