/**
 * The 404 every staff endpoint answers to shoppers and signed-out clients alike, so that it does
 * not reveal that it exists; `what` names what else it answers 404 for ("or no such product").
 */
export function notStaff(what?: string) {
  const description = what ? `Not signed in as staff, or ${what}` : 'Not signed in as staff';
  return { status: 404, code: 'not_found', description } as const;
}
