// `node --test scripts/processes.test.mjs`: the process table of `npm start` (SCALE, heap settings, what each entry loads first).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import contracts from '@biz/contracts';
import { instancesOf, parseScale, processes } from './processes.mjs';

test('each process runs on the default port its env schema gives it (contracts DEFAULT_PORTS)', () => {
  assert.deepEqual(Object.fromEntries(processes.map((proc) => [proc.portEnv, proc.port])), { ...contracts.DEFAULT_PORTS });
});

test('SCALE names how many instances of each process run; the rest run once', () => {
  const scale = parseScale('svc-intake=2, svc-ai-worker=3');
  assert.equal(scale.get('svc-intake'), 2);
  assert.equal(scale.get('svc-ai-worker'), 3);
  assert.equal(scale.get('svc-billing'), 1);
  assert.deepEqual([...parseScale('').values()], [1, 1, 1, 1, 1]);
});

test('a wrong SCALE is refused with a message naming the mistake', () => {
  assert.throws(() => parseScale('svc-nope=2'), /"svc-nope=2" is not <process>=<count>; the processes are svc-intake, /);
  assert.throws(() => parseScale('svc-intake=0'), /svc-intake takes a whole number of instances from 1 to 9, not "0"/);
  assert.throws(() => parseScale('svc-intake=two'), /not "two"/);
  assert.throws(() => parseScale('svc-intake=2=3'), /is not <process>=<count>/);
  assert.throws(() => parseScale('gateway=2'), /the gateway runs once/);
});

test('the k-th instance is named <name>-<k> and listens 100 × (k - 1) above the port its variable gives', () => {
  const instances = instancesOf(parseScale('svc-billing=3'), { BILLING_PORT: '4002' });
  const billing = instances.filter((i) => i.process === 'svc-billing');
  assert.deepEqual(billing.map((i) => [i.name, i.port, i.index]), [['svc-billing', 4002, 0], ['svc-billing-2', 4102, 1], ['svc-billing-3', 4202, 2]]);
  assert.equal(instances.length, 7);
  assert.equal(new Set(instances.map((i) => i.port)).size, 7);
});

test('every process runs with small semi-spaces and a capped old space, and its instances inherit them', () => {
  for (const proc of processes) assert.match(proc.nodeOptions, /^--max-semi-space-size=\d+ --max-old-space-size=\d+$/, proc.name);
  const workers = instancesOf(parseScale('svc-ai-worker=2'), {}).filter((i) => i.process === 'svc-ai-worker');
  assert.deepEqual(new Set(workers.map((i) => i.nodeOptions)).size, 1);
});

test('V8 flags go on node\'s command line, from the process table: no main.ts sets them at run time, and only the worker (the PDFs) runs without --optimize-for-size', () => {
  const root = new URL('..', import.meta.url);
  for (const proc of processes) {
    const main = readFileSync(new URL(proc.entry.replace(/dist\/main\.js$/, 'src/main.ts'), root), 'utf8');
    assert.doesNotMatch(main, /setFlagsFromString|small-heap/, proc.name);
  }
  assert.deepEqual(Object.fromEntries(processes.map((proc) => [proc.name, proc.v8Flags])), {
    'svc-intake': '--optimize-for-size',
    'svc-billing': '--optimize-for-size',
    'svc-admin': '--optimize-for-size',
    'svc-ai-worker': '--gc-memory-reducer-start-delay-ms=2000',
    gateway: '--optimize-for-size',
  });
});
