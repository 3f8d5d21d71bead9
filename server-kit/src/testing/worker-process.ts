import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** svc-ai-worker as production runs it: its compiled main.js in a process of its own, so a test can kill it. */
export interface WorkerProcess {
  child: ChildProcess;
  /** Everything it wrote on stdout and stderr (JSON log lines). */
  output(): string;
  /** Sends the signal (unless it has exited already) and resolves with the exit code (null when a signal ended it). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

// The same depth from server-kit/src/testing (Jest) and server-kit/dist/testing (compiled).
const workerMain = resolve(__dirname, '../../../svc-ai-worker/dist/main.js');

/**
 * Starts the real worker (built by `npx tsc -b`) with this process's env plus `env` (QUEUE_PREFIX, LLM or
 * SMTP settings...), on a free health port, and resolves once it listens on its queue.
 */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  if (!existsSync(workerMain)) throw new Error(`${workerMain} is missing: run \`npx tsc -b\` first`);
  const child = spawn(process.execPath, [workerMain], {
    env: { ...process.env, WORKER_PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  await new Promise<void>((ready, fail) => {
    const onData = () => {
      if (!output.includes('worker listening')) return;
      child.stdout!.off('data', onData);
      ready();
    };
    child.stdout!.on('data', onData);
    void exited.then(([code]) => fail(new Error(`svc-ai-worker exited with ${code} before listening:\n${output}`)));
  });
  return {
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const [code] = await exited;
      return code;
    },
  };
}
