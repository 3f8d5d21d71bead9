import { PackageName } from '@biz/contracts';

const keyFor = (pkg: PackageName) => `bizAutomateCheckoutKey:${pkg}`;
/** The client secret of the checkout this tab last paid, so the success page knows its payment after a reload too. */
const PAID_KEY = 'bizAutomatePaidCheckout';

type Store = () => Storage;
const session: Store = () => sessionStorage;

/**
 * The key of this tab's checkout of a package, made on the first visit and kept in session storage, so a
 * reload, a retry or a corrected lead reuses the same order and PaymentIntent instead of opening another.
 * It is a secret: whoever holds it can resume the checkout, so it stays in this tab.
 */
export function checkoutKeyFor(pkg: PackageName, storage: Store = session, newKey: () => string = () => crypto.randomUUID()): string {
  try {
    const saved = storage().getItem(keyFor(pkg));
    if (saved) return saved;
    const key = newKey();
    storage().setItem(keyFor(pkg), key);
    return key;
  } catch {
    return newKey(); // storage blocked: still a checkout, just not one a reload can find again
  }
}

/** The client secret of the checkout this tab paid last, if it paid one. */
export function paidCheckoutSecret(storage: Store = session): string | null {
  try {
    return storage().getItem(PAID_KEY);
  } catch {
    return null;
  }
}

/**
 * After a payment the next purchase is a new checkout; the paid one's client secret is kept, so the success
 * page can ask billing about it (and again after a reload).
 */
export function settleCheckout(paidClientSecret: string | null, storage: Store = session): void {
  try {
    for (const pkg of PackageName.options) storage().removeItem(keyFor(pkg));
    if (paidClientSecret) storage().setItem(PAID_KEY, paidClientSecret);
  } catch {
    // nothing was kept
  }
}
