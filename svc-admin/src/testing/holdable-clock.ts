/**
 * svc-admin's clock for a test (`startAdminTestApp(env, { now: clock.now })`): the real time, except while a
 * test holds it still, so that what counts per minute (the rate limits) never straddles a minute's edge,
 * however slow the machine.
 */
export function holdableClock() {
  let heldAt: number | undefined;
  return {
    now: () => heldAt ?? Date.now(),
    /** Runs `steps` with the clock stopped where it is, and lets it run on after. */
    async heldStill<T>(steps: () => Promise<T>): Promise<T> {
      heldAt = Date.now();
      try {
        return await steps();
      } finally {
        heldAt = undefined;
      }
    },
  };
}
