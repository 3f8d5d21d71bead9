/**
 * The V8 heap of a process (decision 034): semi-spaces of 2 MB (V8's default grows the young generation to
 * tens of MB per process, which stay resident), and an old space capped at `oldSpaceMB`. `npm start` passes
 * it as NODE_OPTIONS; compose and the Kubernetes Deployments set the same NODE_OPTIONS (their checks compare).
 */
const heapOptions = (oldSpaceMB) => `--max-semi-space-size=2 --max-old-space-size=${oldSpaceMB}`;

/**
 * V8 flags on node's command line, which NODE_OPTIONS refuses (decision 034): `--optimize-for-size` sizes the
 * heap and the compiled code for memory over speed. `npm start` passes a process's `v8Flags` before its entry;
 * the image's CMD passes V8_FLAGS, which compose and the Deployments set to the same (their checks compare).
 * The worker runs without it: it renders the PDFs, whose speed the flag costs most (a plan PDF 27.6 ms in
 * process without it, 46.0 with it). Instead V8's memory reducer starts 2 s after its bursts end, not 8 s,
 * so the garbage of a burst of PDFs goes back to the system soon after (bench/rss.mjs: the worker's PSS after
 * the workload 88.6–99.1 MB in three runs with it, 89.8–112.3 in two without).
 */
const memoryFirst = '--optimize-for-size';
const soonIdleWorker = '--gc-memory-reducer-start-delay-ms=2000';

// The processes of the product, in start order. Ports are configurable through the named variables;
// the orchestrator (start.mjs), the e2e suite and the bench scripts all read this one table.
export const processes = [
  { name: 'svc-intake', entry: 'svc-intake/dist/main.js', portEnv: 'INTAKE_PORT', port: 3001, urlEnv: 'INTAKE_URL', nodeOptions: heapOptions(128), v8Flags: memoryFirst },
  { name: 'svc-billing', entry: 'svc-billing/dist/main.js', portEnv: 'BILLING_PORT', port: 3002, urlEnv: 'BILLING_URL', nodeOptions: heapOptions(128), v8Flags: memoryFirst },
  { name: 'svc-admin', entry: 'svc-admin/dist/main.js', portEnv: 'ADMIN_PORT', port: 3003, urlEnv: 'ADMIN_URL', nodeOptions: heapOptions(128), v8Flags: memoryFirst },
  { name: 'svc-ai-worker', entry: 'svc-ai-worker/dist/main.js', portEnv: 'WORKER_PORT', port: 3004, urlEnv: 'WORKER_URL', nodeOptions: heapOptions(128), v8Flags: soonIdleWorker },
  { name: 'gateway', entry: 'gateway/dist/main.js', portEnv: 'GATEWAY_PORT', port: 8080, nodeOptions: heapOptions(96), v8Flags: memoryFirst },
];

export const frontEnds = ['@biz/shell', '@biz/mfe-intake', '@biz/mfe-lockin', '@biz/mfe-admin', '@biz/mfe-client'];

/** The port a process listens on under `env`. */
export function portOf(proc, env = process.env) {
  return Number(env[proc.portEnv] ?? proc.port);
}

/** The port step between the instances of one process: instance k listens on its port + (k - 1) × 100. */
export const INSTANCE_PORT_STEP = 100;

/**
 * `SCALE=svc-intake=2,svc-ai-worker=3`: how many instances of each process to run (1 when not named).
 * The gateway is the one public listener, so it runs once; a wrong name or count throws a message for a human.
 */
export function parseScale(value = '') {
  const scale = new Map(processes.map((proc) => [proc.name, 1]));
  for (const item of value.split(',').map((s) => s.trim()).filter(Boolean)) {
    const [name, count, ...rest] = item.split('=');
    const n = Number(count);
    if (!scale.has(name) || rest.length) throw new Error(`SCALE: "${item}" is not <process>=<count>; the processes are ${processes.map((p) => p.name).join(', ')}.`);
    if (!Number.isInteger(n) || n < 1 || n > 9) throw new Error(`SCALE: ${name} takes a whole number of instances from 1 to 9, not "${count}".`);
    if (name === 'gateway' && n !== 1) throw new Error('SCALE: the gateway runs once (it is the one public listener); scale the services and the worker behind it.');
    scale.set(name, n);
  }
  return scale;
}

/**
 * Every instance to run under `scale`: the first keeps the process's name and port, the k-th is named
 * `<name>-<k>` and listens on the port + (k - 1) × INSTANCE_PORT_STEP.
 */
export function instancesOf(scale, env = process.env) {
  return processes.flatMap((proc) =>
    Array.from({ length: scale.get(proc.name) ?? 1 }, (_, i) => ({
      ...proc,
      process: proc.name,
      index: i,
      name: i === 0 ? proc.name : `${proc.name}-${i + 1}`,
      port: portOf(proc, env) + i * INSTANCE_PORT_STEP,
    })),
  );
}
