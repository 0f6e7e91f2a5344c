/**
 * Whether React is taking a server-rendered page over: from `takeOver`'s start until the first
 * commit. The parts of the page (`HydrateWhenNear`) found while it is wait to be hydrated until they
 * come near; a part mounted after it (a page the shopper moved to) is rendered at once.
 */
let hydrating = false;

/** `takeOver` says when it starts hydrating the server's page… */
export function beginHydration(): void {
  hydrating = true;
}

/** …and the shop says when the page is its own (the first commit's layout effect). */
export function endHydration(): void {
  hydrating = false;
}

export function isHydrating(): boolean {
  return hydrating;
}
