/**
 * A whole number with its thousands grouped as en-US writes them: 4000 → '4,000', -1234567 → '-1,234,567'.
 * By hand, not `toLocaleString`: the first Intl call a page makes loads its locale data, tens of
 * milliseconds of a phone's main thread, and the schemas that word their limits with it run as a page loads.
 */
export const formatCount = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
