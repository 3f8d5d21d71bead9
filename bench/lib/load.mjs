// Shared by the throughput benchmarks: bounded autocannon runs on loopback, alternating the order of the
// sides each round so drift of the machine (other load, CPU boost, GC, caches) hits every side alike.
import autocannon from 'autocannon';

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export function die(script, message, code = 1) {
  console.error(`${script}: ${message}`);
  process.exit(code);
}

/** An integer setting from the environment, within bounds. */
export function intSetting(script, name, fallback, min, max) {
  const raw = process.env[name];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) die(script, `${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return value;
}

export function requireLoopback(script, targets) {
  for (const { side, url } of targets) {
    if (!loopback.has(new URL(url).hostname)) die(script, `${side} URL ${url} is not a loopback address; this benchmark only loads the local machine`);
  }
}

/** One autocannon run; latencies come from every 2xx response (hrtime, sub-millisecond). */
export function load({ url, method = 'GET', body, headers }, { seconds, connections }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon({ url, method, body, headers, connections, pipelining: 1, duration: seconds }, (error, result) => {
      if (error) reject(error);
      else resolve({ result, latencies });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTimeMs);
    });
  });
}

/** The p-th percentile of ascending values (nearest rank). */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function summarize(runs) {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const ok = runs.reduce((n, r) => n + r.result['2xx'], 0);
  const seconds = runs.reduce((n, r) => n + r.result.duration, 0);
  return { requestsPerSecond: ok / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), requests: ok };
}

export const fmt = {
  rps: (n) => Math.round(n).toLocaleString('en-US').padStart(9),
  ms: (n) => n.toFixed(2).padStart(8),
  ratio: (n) => n.toFixed(2),
};

/**
 * Warms every target, then runs `rounds` rounds, rotating the order of the targets each round (so each
 * side runs first, second, ... equally often over a multiple of the number of sides). Prints a
 * line per run unless `quiet`; returns each side's summary and the failed runs.
 */
export async function compare(targets, { rounds, seconds, connections, warmup, quiet }) {
  if (warmup) for (const target of targets) await load(target, { seconds: warmup, connections });
  const runs = Object.fromEntries(targets.map((t) => [t.side, []]));
  const problems = [];
  for (let round = 1; round <= rounds; round++) {
    const shift = (round - 1) % targets.length;
    const order = [...targets.slice(shift), ...targets.slice(0, shift)];
    for (const target of order) {
      const run = await load(target, { seconds, connections });
      const { result } = run;
      if (result.errors || result.timeouts || result.non2xx) {
        problems.push(`${target.side} round ${round}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
      }
      runs[target.side].push(run);
      if (!quiet) {
        const s = summarize([run]);
        console.log(`round ${round}  ${target.side.padEnd(8)} ${fmt.rps(s.requestsPerSecond)} req/s  p50 ${fmt.ms(s.p50)} ms  p99 ${fmt.ms(s.p99)} ms`);
      }
    }
  }
  return { summaries: Object.fromEntries(Object.entries(runs).map(([side, r]) => [side, summarize(r)])), problems };
}

export function printTable(summaries) {
  console.log(`\n${''.padEnd(16)}${'req/s'.padStart(9)}  ${'p50 ms'.padStart(8)}  ${'p99 ms'.padStart(8)}`);
  for (const [side, s] of Object.entries(summaries)) {
    console.log(`${side.padEnd(16)}${fmt.rps(s.requestsPerSecond)}  ${fmt.ms(s.p50)}  ${fmt.ms(s.p99)}`);
  }
}

/** b relative to a: throughput as a fraction, latencies as multiples. */
export function ratioOf(b, a) {
  return { requestsPerSecond: b.requestsPerSecond / a.requestsPerSecond, p50: b.p50 / a.p50, p99: b.p99 / a.p99 };
}
