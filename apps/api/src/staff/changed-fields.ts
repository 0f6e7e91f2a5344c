/**
 * What a save changed, for the staff actions log: each leaf that differs, by its dotted path, with
 * its value before and after (`{ 'cashOnDelivery.fee': [1000, 1500] }`). Arrays are compared
 * element by element; an array that grew or shrank is one change of the whole array.
 */
export function changedFields(before: unknown, after: unknown, path = ''): Record<string, [unknown, unknown]> {
  if (Object.is(before, after)) return {};
  const bothObjects = typeof before === 'object' && before !== null && typeof after === 'object' && after !== null;
  const sameShape = bothObjects && Array.isArray(before) === Array.isArray(after);
  const sameLength = !Array.isArray(before) || (before as unknown[]).length === (after as unknown[]).length;
  if (!sameShape || !sameLength) return { [path]: [before, after] };
  const changes: Record<string, [unknown, unknown]> = {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    const inner = changedFields(
      (before as Record<string, unknown>)[key],
      (after as Record<string, unknown>)[key],
      path ? `${path}.${key}` : key,
    );
    Object.assign(changes, inner);
  }
  return changes;
}
