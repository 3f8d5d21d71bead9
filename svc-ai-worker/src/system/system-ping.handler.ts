import { SystemPingJob } from '@biz/contracts';
import { handlerFor } from '@biz/server-kit/without-nest';

/** Answers a ping with the nonce it was given, so a producer can prove its own round trip. */
export function systemPingHandler(workerId: string, now: () => Date = () => new Date()) {
  return handlerFor(SystemPingJob, async ({ nonce }) => ({ nonce, workerId, answeredAt: now().toISOString() }));
}
