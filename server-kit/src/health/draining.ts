/**
 * Whether the process is stopping. A stopping service first says so on `/readyz` (503) for a moment, so
 * the gateway's probe takes it out of rotation before it closes its connections: a request already on its
 * way to an idle keep-alive connection would otherwise meet the close (ECONNRESET) and a client a 503.
 */
let draining = false;

export function startDraining(): void {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}
