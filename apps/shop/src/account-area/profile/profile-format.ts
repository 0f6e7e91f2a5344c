/** The stored mobile number `+9665XXXXXXXX` as the shopper reads it: `+966 5X XXX XXXX`. */
export function displayMobile(stored: string): string {
  const local = stored.replace(/^\+966/, '');
  return /^5\d{8}$/.test(local) ? `+966 ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}` : stored;
}

/** The stored mobile number as the PhoneField (after its fixed "+966") shows it: `5X XXX XXXX`. */
export function mobileDraft(stored: string | null): string {
  return stored === null ? '' : displayMobile(stored).replace(/^\+966 /, '');
}
