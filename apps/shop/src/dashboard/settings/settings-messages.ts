import type { MessageKey } from '../../i18n/messages.ts';

/**
 * The API's field messages for the settings (the contract's English) that the form says in the
 * page's language; any other message is shown as the API wrote it.
 */
const known: Readonly<Record<string, MessageKey>> = {
  Required: 'dashboard.settings.problem.required',
  'Say why cash on delivery is off, in English and Arabic: shoppers see it at checkout':
    'dashboard.settings.problem.reasonRequired',
  'Whole minutes': 'dashboard.settings.problem.minutes',
  'At least 1 minute': 'dashboard.settings.problem.minutes',
  'At most 1,440 minutes (a day)': 'dashboard.settings.problem.minutes',
  'A Saudi VAT number: 15 digits, starting and ending with 3': 'dashboard.settings.problem.vat',
  'An international number, e.g. +966112345678': 'dashboard.settings.problem.phone',
  'An e-mail address': 'dashboard.settings.problem.email',
  'A rate such as 0.245, at most 6 decimals': 'dashboard.settings.problem.rate',
  'More than 0': 'dashboard.settings.problem.rate',
  'At most 500 SAR': 'dashboard.settings.problem.feeMax',
  'At least one zone is served': 'dashboard.settings.problem.oneZone',
  'An https:// address': 'dashboard.settings.problem.https',
  'A new zone’s city, in English and Arabic': 'dashboard.settings.problem.required',
  'Already a delivery zone': 'dashboard.settings.problem.cityTaken',
  'Lower-case Latin letters, digits and hyphens, e.g. al-khobar': 'dashboard.settings.problem.cityLatin',
  'A tile address with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png':
    'dashboard.settings.problem.tilesUrl',
};

/** How the form says an API field message: a key of its own (with values), or the API's text. */
export function apiMessage(
  message: string,
): { readonly key: MessageKey; readonly values?: Record<string, number> } | { readonly text: string } {
  const key = known[message];
  if (key) return { key };
  const tooLong = /^At most (\d+) characters$/.exec(message);
  if (tooLong) return { key: 'dashboard.settings.problem.tooLong', values: { max: Number(tooLong[1]) } };
  return { text: message };
}
