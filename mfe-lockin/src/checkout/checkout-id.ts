import { PackageName } from '@biz/contracts';

const keyFor = (pkg: PackageName) => `bizAutomateCheckoutId:${pkg}`;

/**
 * The id of this tab's checkout of a package, made on the first visit and kept in session storage, so a
 * reload or a retry reuses the same order and PaymentIntent instead of opening another.
 */
export function checkoutIdFor(pkg: PackageName, storage: () => Storage = () => sessionStorage, newId: () => string = () => crypto.randomUUID()): string {
  try {
    const saved = storage().getItem(keyFor(pkg));
    if (saved) return saved;
    const id = newId();
    storage().setItem(keyFor(pkg), id);
    return id;
  } catch {
    return newId(); // storage blocked: still a checkout, just not one a reload can find again
  }
}

/** After a payment the next purchase is a new checkout. */
export function forgetCheckoutIds(storage: () => Storage = () => sessionStorage): void {
  try {
    for (const pkg of PackageName.options) storage().removeItem(keyFor(pkg));
  } catch {
    // nothing was kept
  }
}
