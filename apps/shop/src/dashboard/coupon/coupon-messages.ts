import { COUPON_CODE_MESSAGE } from '@juicyin/contract';
import type { MessageKey } from '../../i18n/messages.ts';

/**
 * The API's field messages for a coupon (the contract's English) that the form says in the page's
 * language; any other message is shown as the API wrote it.
 */
const known: Readonly<Record<string, MessageKey>> = {
  Required: 'dashboard.coupon.problem.required',
  [COUPON_CODE_MESSAGE]: 'dashboard.coupon.problem.code',
  'A coupon with this code exists already': 'dashboard.coupon.problem.codeTaken',
  'A whole number': 'dashboard.coupon.problem.whole',
  'More than 0': 'dashboard.coupon.problem.positive',
  'At least 1': 'dashboard.coupon.problem.positive',
  'At most 10,000 SAR': 'dashboard.coupon.problem.amountMax',
  'At most 1,000,000': 'dashboard.coupon.problem.limitMax',
  'Whole halalas': 'dashboard.coupon.problem.amount',
  'At least 0': 'dashboard.coupon.problem.amount',
  'A date and time': 'dashboard.coupon.problem.date',
  'A percentage is 1 to 100': 'dashboard.coupon.problem.percent',
  'The end is after the start': 'dashboard.coupon.problem.endAfterStart',
  'At most the total limit': 'dashboard.coupon.problem.perShopper',
  'Enter an e-mail address like name@example.com': 'dashboard.coupon.problem.email',
  'At least one e-mail address': 'dashboard.coupon.problem.noEmails',
  'At most 500 e-mail addresses at once': 'dashboard.coupon.problem.tooManyEmails',
};

/** How the form says an API field message: a key of its own (with values), or the API's text. */
export function apiMessage(
  message: string,
): { readonly key: MessageKey; readonly values?: Record<string, number> } | { readonly text: string } {
  const key = known[message];
  if (key) return { key };
  const tooLong = /^At most (\d+) characters$/.exec(message);
  if (tooLong) return { key: 'dashboard.coupon.problem.tooLong', values: { max: Number(tooLong[1]) } };
  const belowUses = /^At least (\d+), the uses made$/.exec(message);
  if (belowUses) return { key: 'dashboard.coupon.problem.belowUses', values: { uses: Number(belowUses[1]) } };
  return { text: message };
}
