/** The longest address SMTP carries (RFC 5321: 254 characters in a path). */
export const MAX_EMAIL_LENGTH = 254;

const localPart = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const domainLabel = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;

/**
 * A deliverable-looking e-mail address: `local@domain.tld`, dot-atom local part (at most 64
 * characters), a domain of at least two labels with a letter-only top-level label. Leading and
 * trailing spaces are not trimmed: the caller trims what the shopper typed.
 */
export function isEmail(input: string): boolean {
  if (input.length > MAX_EMAIL_LENGTH) return false;
  const at = input.lastIndexOf('@');
  if (at < 1) return false;
  const local = input.slice(0, at);
  const domain = input.slice(at + 1);
  const labels = domain.split('.');
  return (
    local.length <= 64 &&
    localPart.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => domainLabel.test(label)) &&
    /\.[A-Za-z]{2,}$/.test(domain)
  );
}
