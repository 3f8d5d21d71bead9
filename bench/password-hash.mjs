#!/usr/bin/env node
// argon2id's cost against sign-in latency: at each candidate cost, BENCH_CONCURRENCY sign-ins at once (each
// a verify, then a hash as when a sign-in rehashes an outdated digest, or a signup), BENCH_ROUNDS times,
// through @node-rs/argon2 as svc-admin calls it (libuv's 4 threads on this machine's cores). Prints p50 and
// p95 of a verify (a plain sign-in) and of verify + hash, per cost. No running system needed.
//   node bench/password-hash.mjs
// Env: BENCH_CONCURRENCY (4), BENCH_ROUNDS (25), BENCH_COSTS ("19456:2,47104:1,65536:2,65536:3,98304:2,131072:2",
//      memory KiB:passes; parallelism 1).
import { hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import { intSetting, percentile } from './lib/load.mjs';

const script = 'password-hash';
const concurrency = intSetting(script, 'BENCH_CONCURRENCY', 4, 1, 64);
const rounds = intSetting(script, 'BENCH_ROUNDS', 25, 5, 1_000);
const costs = (process.env.BENCH_COSTS ?? '19456:2,47104:1,65536:2,65536:3,98304:2,131072:2').split(',').map((pair) => {
  const [memoryCost, timeCost] = pair.split(':').map(Number);
  return { memoryCost, timeCost, parallelism: 1 };
});

/** One sign-in after another on one of `concurrency` lanes: the latency of the verify, and of verify + hash. */
async function lane(cost, digest, out) {
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    if (!(await verify(digest, 'correct horse battery staple'))) throw new Error('the digest does not verify');
    const verified = performance.now();
    await hash('correct horse battery staple', cost);
    out.verify.push(verified - started);
    out.both.push(performance.now() - started);
  }
}

console.log(`argon2id, ${concurrency} sign-ins at once, ${rounds} each, on ${availableParallelism()} cores (UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? 4})`);
console.log('| memory | passes | verify p50 | verify p95 | verify+hash p50 | verify+hash p95 |');
console.log('|---|---|---|---|---|---|');
for (const cost of costs) {
  const digest = await hash('correct horse battery staple', cost);
  await Promise.all(Array.from({ length: concurrency }, () => verify(digest, 'warm-up'))); // warm-up
  const out = { verify: [], both: [] };
  await Promise.all(Array.from({ length: concurrency }, () => lane(cost, digest, out)));
  const [v, b] = [out.verify.sort((x, y) => x - y), out.both.sort((x, y) => x - y)];
  const ms = (sorted, p) => `${percentile(sorted, p).toFixed(0)} ms`;
  console.log(`| ${cost.memoryCost / 1024} MiB | ${cost.timeCost} | ${ms(v, 50)} | ${ms(v, 95)} | ${ms(b, 50)} | ${ms(b, 95)} |`);
}
