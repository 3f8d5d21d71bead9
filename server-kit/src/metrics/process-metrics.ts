import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus metrics of one process (a service or the worker), served as text at `/metrics` on its own
 * port, which only the operators' network reaches: the gateway forwards declared `/api` routes alone.
 * Labels are bounded sets (route templates, job and queue names, outcomes), never ids or paths as sent.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route template and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method and route template.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers,
});

export const jobsFinished = new Counter({
  name: 'jobs_total',
  help: 'Job runs finished, by queue, job name and outcome (completed, or failed: a failed run may be retried).',
  labelNames: ['queue', 'job', 'outcome'] as const,
  registers,
});

export const jobDuration = new Histogram({
  name: 'job_duration_seconds',
  help: 'Time a job run took from pick-up to its end, by queue, job name and outcome.',
  labelNames: ['queue', 'job', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers,
});

/** Sources of `queue_jobs`: each consumer registers the queue it works on (read at each scrape). */
const queueDepthDeadlineMs = 500;
const queueDepthSources = new Map<string, () => Promise<Record<string, number>>>();

new Gauge({
  name: 'queue_jobs',
  help: 'Jobs in a queue by state (waiting, active, delayed, failed, ...), read from Redis at scrape time.',
  labelNames: ['queue', 'state'] as const,
  registers,
  async collect() {
    this.reset();
    await Promise.all(
      [...queueDepthSources].map(async ([queue, counts]) => {
        // Redis away or slow: the scrape still answers, without this queue's series.
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<Record<string, number>>((resolve) => (timer = setTimeout(() => resolve({}), queueDepthDeadlineMs)));
        const byState = await Promise.race([counts().catch(() => ({})), late]).finally(() => clearTimeout(timer));
        for (const [state, count] of Object.entries(byState)) this.set({ queue, state }, count);
      }),
    );
  },
});

/** Reports a queue's depth in `queue_jobs` until the returned function is called. */
export function reportQueueDepth(queue: string, counts: () => Promise<Record<string, number>>): () => void {
  queueDepthSources.set(queue, counts);
  return () => queueDepthSources.delete(queue);
}

export const llmRequests = new Counter({
  name: 'llm_requests_total',
  help: 'Calls to the LLM, by model and outcome (ok, error).',
  labelNames: ['model', 'outcome'] as const,
  registers,
});

export const llmTokens = new Counter({
  name: 'llm_tokens_total',
  help: 'Tokens the LLM reported, by model and kind (prompt, completion).',
  labelNames: ['model', 'kind'] as const,
  registers,
});

export const emailsSent = new Counter({
  name: 'emails_total',
  help: 'Emails handed to SMTP, by outcome (sent, failed: a failed send may be retried).',
  labelNames: ['outcome'] as const,
  registers,
});

/** The text exposition of every metric, and its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
