import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** How long a stopped process may take to exit on its own before it is killed. */
const STOP_GRACE_MS = 15_000;

/** A service as production runs it: its compiled main.js in a process of its own, so a test can kill it. */
export interface ServiceProcess {
  child: ChildProcess;
  /** Everything it wrote on stdout and stderr (JSON log lines). */
  output(): string;
  /** Sends the signal (unless it has exited already) and resolves with the exit code (null when a signal ended it). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}
export type WorkerProcess = ServiceProcess;

// The same depth from server-kit/src/testing (Jest) and server-kit/dist/testing (compiled).
const compiledMainOf = (service: string) => resolve(__dirname, `../../../${service}/dist/main.js`);

/**
 * Starts a service's compiled main.js (built by `npx tsc -b`) with this process's env plus `env`, and
 * resolves once its output says `readyText`.
 */
export async function startServiceProcess(service: string, env: Record<string, string>, readyText: string): Promise<ServiceProcess> {
  const main = compiledMainOf(service);
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npx tsc -b\` first`);
  const child = spawn(process.execPath, [main], { env: { ...process.env, LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  await new Promise<void>((ready, fail) => {
    const onData = () => {
      if (!output.includes(readyText)) return;
      child.stdout!.off('data', onData);
      ready();
    };
    child.stdout!.on('data', onData);
    void exited.then(([code]) => fail(new Error(`${service} exited with ${code} before "${readyText}":\n${output}`)));
  });
  return {
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      const running = () => child.exitCode === null && child.signalCode === null;
      if (running()) child.kill(signal);
      // A graceful stop that hangs (a drain through a cut proxy on a loaded machine) is cut short, so a
      // test's closing hook never outwaits its own timeout.
      const kill = setTimeout(() => running() && child.kill('SIGKILL'), STOP_GRACE_MS);
      try {
        const [code] = await exited;
        return code;
      } finally {
        clearTimeout(kill);
      }
    },
  };
}

/** svc-ai-worker with `env` (QUEUE_PREFIX, LLM or SMTP settings...) on a free health port, once it listens on its queue. */
export function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  return startServiceProcess('svc-ai-worker', { WORKER_PORT: '0', ...env }, 'worker listening');
}

/** What a process that must refuse to start printed; one that starts after all is stopped and fails the test. */
export async function refusalOf(booting: Promise<ServiceProcess>): Promise<string> {
  const started = await booting.catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
  if (started instanceof Error) return started.message;
  await started.stop();
  throw new Error(`it started:\n${started.output()}`);
}
