import type { MessageKey } from '../../i18n/messages.ts';

/**
 * The API's field messages for a product (the contract's English) that the forms say in the page's
 * language; any other message is shown as the API wrote it.
 */
const known: Readonly<Record<string, MessageKey>> = {
  Required: 'dashboard.productForm.problem.required',
  'Lower-case letters and hyphens (e.g. orange, passion-fruit)': 'dashboard.productForm.problem.flavourKey',
  'Lower-case letters, digits and hyphens (e.g. fresh-kiwi-juice)': 'dashboard.productForm.problem.slug',
  'A product has this slug already': 'dashboard.productForm.problem.slugTaken',
  'This address is taken by the dashboard: choose another': 'dashboard.productForm.problem.slugTaken',
  'A price is more than 0': 'dashboard.productForm.problem.positive',
  'At most 10,000 SAR': 'dashboard.productForm.problem.amountMax',
  'Each season once': 'dashboard.productForm.problem.seasons',
  'At most 8 highlights': 'dashboard.productForm.problem.highlightsMax',
  'Another variant has this SKU': 'dashboard.productForm.problem.skuTaken',
  'Each SKU once': 'dashboard.productForm.problem.skuTwice',
  'This material and size exist already': 'dashboard.productForm.problem.variantExists',
  'Each material and size once': 'dashboard.productForm.problem.variantExists',
  'A SKU is upper-case letters, digits and hyphens': 'dashboard.productForm.problem.sku',
  'At least one variant': 'dashboard.productForm.problem.noVariants',
};

/** How a form says an API field message: a key of its own (with values), or the API's text. */
export function productApiMessage(
  message: string,
): { readonly key: MessageKey; readonly values?: Record<string, number> } | { readonly text: string } {
  const key = known[message];
  if (key) return { key };
  const tooLong = /^At most (\d+) characters$/.exec(message);
  if (tooLong) return { key: 'dashboard.productForm.problem.tooLong', values: { max: Number(tooLong[1]) } };
  const tooShort = /^Too small: expected string to have >=(\d+) characters$/.exec(message);
  if (tooShort) return { key: 'dashboard.productForm.problem.sku' };
  return { text: message };
}
