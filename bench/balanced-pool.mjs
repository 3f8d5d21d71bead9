// undici's BalancedPool over two instances of a service, one of them stopped (its port refuses connections):
// what the gateway's UpstreamPool and server-kit's InternalClient would do with it in place of their own
// rotation (decision 047). No running system needed: two loopback ports, the gateway's undici.
//   node bench/balanced-pool.mjs [sequential requests, default 10000] [rounds, default 200]
// 1. Sequential requests, each sent again when refused: how many meet the stopped instance.
// 2. Rounds of 3 calls then 20 at once, each sent again once when refused (InternalClient's rule: the next
//    instance takes the call): how many calls are refused twice and fail.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const requireFromGateway = createRequire(new URL('../gateway/package.json', import.meta.url));
const { BalancedPool } = requireFromGateway('undici');
const undiciVersion = requireFromGateway('undici/package.json').version;
const sequential = Number(process.argv[2] ?? 10_000);
const rounds = Number(process.argv[3] ?? 200);

const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));
const live = createServer((_, res) => res.end('ok'));
const liveUrl = await listen(live);
const stopped = createServer();
const stoppedUrl = await listen(stopped);
await new Promise((resolve) => stopped.close(resolve));

/** One call, sent again up to `tries` times while refused; resolves to the refusals it met and whether it got an answer. */
async function call(pool, tries) {
  let refused = 0;
  while (refused < tries) {
    try {
      const res = await pool.request({ path: '/', method: 'GET' });
      await res.body.text();
      return { refused, answered: true };
    } catch (error) {
      if (error.code !== 'ECONNREFUSED') throw error;
      refused++;
    }
  }
  return { refused, answered: false };
}

const pool = new BalancedPool([stoppedUrl, liveUrl]);
let refusals = 0;
for (let i = 0; i < sequential; i++) refusals += (await call(pool, Infinity)).refused;
await pool.close();
console.log(`undici ${undiciVersion} BalancedPool over [stopped, live]: ${refusals} of ${sequential} sequential requests met the stopped instance (${((100 * refusals) / sequential).toFixed(1)} %)`);

let failedCalls = 0;
let failedRounds = 0;
for (let r = 0; r < rounds; r++) {
  const roundPool = new BalancedPool([stoppedUrl, liveUrl]);
  for (let i = 0; i < 3; i++) await call(roundPool, 2);
  const failed = (await Promise.all(Array.from({ length: 20 }, () => call(roundPool, 2)))).filter((c) => !c.answered).length;
  failedCalls += failed;
  failedRounds += failed ? 1 : 0;
  await roundPool.close();
}
console.log(`3 then 20 concurrent calls, each sent again once: ${failedCalls} of ${rounds * 20} concurrent calls failed; ${failedRounds} of ${rounds} rounds had a failure`);
live.close();
