/**
 * The agency's queue dashboard (bull-board, served by svc-admin behind the admin session): the page and
 * its own API under one prefix, which the gateway forwards to svc-admin as it is (not an `/api` endpoint).
 */
export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/** Whether a request path is the queue dashboard or under it. */
export function isQueueDashboardPath(path: string): boolean {
  return path === QUEUE_DASHBOARD_PATH || path.startsWith(`${QUEUE_DASHBOARD_PATH}/`);
}
