/**
 * One key per distinct submission: the same values again (a double click, a retry after an error) reuse
 * the key, so the server answers once; changed values get a new one.
 */
export function idempotencyKeys(newKey: () => string = () => crypto.randomUUID()) {
  let last: { values: string; key: string } | undefined;
  return (values: unknown): string => {
    const serialized = JSON.stringify(values);
    if (last?.values !== serialized) last = { values: serialized, key: newKey() };
    return last.key;
  };
}
