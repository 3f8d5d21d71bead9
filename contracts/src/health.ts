import { z } from 'zod';

export const CheckStatus = z.enum(['up', 'down']);
export type CheckStatus = z.infer<typeof CheckStatus>;

export const HealthCheck = z.object({
  status: CheckStatus,
  latencyMs: z.number().nonnegative().optional(),
  error: z.string().optional(),
});
export type HealthCheck = z.infer<typeof HealthCheck>;

/** Answer of every `/healthz` (liveness) and `/readyz` (dependencies), and of the gateway's aggregate. */
export const HealthReport = z.object({
  status: z.enum(['ok', 'degraded']),
  service: z.string(),
  checks: z.record(z.string(), HealthCheck),
});
export type HealthReport = z.infer<typeof HealthReport>;

/** The gateway's public `/healthz`: the verdict alone; which part is down, and why, is for the internal port. */
export const PublicHealthReport = HealthReport.pick({ status: true });
export type PublicHealthReport = z.infer<typeof PublicHealthReport>;

/** Where every process serves its Prometheus metrics, on its internal port (the gateway: its internal listener). */
export const METRICS_PATH = '/metrics';
