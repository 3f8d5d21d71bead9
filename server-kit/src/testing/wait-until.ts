/**
 * Polls `done` every 25 ms until it holds or `timeoutMs` passes, without throwing: the test's own
 * assertion afterwards says what was expected, which reads better than a generic timeout.
 */
export async function waitUntil(done: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await done()) && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 25));
}
