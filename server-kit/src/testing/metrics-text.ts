import { METRICS_PATH } from '@biz/contracts';

/** Labels as they appear in Prometheus text: `{queue="ai",state="waiting"}`. */
function labelsOf(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
}

/**
 * The value of a metric in a `/metrics` answer: the sum over its series whose labels include `labels`
 * (0 when there is none), e.g. `metricValue(text, 'jobs_total', { queue: 'ai', outcome: 'completed' })`.
 */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const series = labelsOf(match[2] ?? '');
    if (Object.entries(labels).every(([key, value]) => series[key] === value)) sum += Number(match[3]);
  }
  return sum;
}

/** Scrapes a process's `/metrics` and reads one metric from it. */
export async function scrapeMetric(baseUrl: string, name: string, labels: Record<string, string> = {}): Promise<number> {
  const res = await fetch(new URL(METRICS_PATH, baseUrl));
  if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
  return metricValue(await res.text(), name, labels);
}
