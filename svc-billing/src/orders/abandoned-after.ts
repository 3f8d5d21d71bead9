/** Minutes after which an unpaid checkout left alone is abandoned (`ABANDONED_CHECKOUT_AFTER_MINUTES`). */
export const ABANDONED_AFTER_MINUTES = Symbol('ABANDONED_AFTER_MINUTES');
