/** SPEC §9 toasts: at most one at a time, shown for 5000 ms; a dismissed one is dropped after 1,000,000 ms. */
export { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@biz/contracts';
