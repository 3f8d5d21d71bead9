import { PackageName } from '@biz/contracts';

const keyFor = (pkg: PackageName) => `bizAutomateCheckoutKey:${pkg}`;

/**
 * The key of this tab's checkout of a package, made on the first visit and kept in session storage, so a
 * reload, a retry or a corrected lead reuses the same order and PaymentIntent instead of opening another.
 * It is a secret: whoever holds it can resume the checkout, so it stays in this tab.
 */
export function checkoutKeyFor(pkg: PackageName, storage: () => Storage = () => sessionStorage, newKey: () => string = () => crypto.randomUUID()): string {
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

/** After a payment the next purchase is a new checkout. */
export function forgetCheckoutKeys(storage: () => Storage = () => sessionStorage): void {
  try {
    for (const pkg of PackageName.options) storage().removeItem(keyFor(pkg));
  } catch {
    // nothing was kept
  }
}
