// A stack of a bench's own: started as `npm start` starts it (scripts/start.mjs --no-build) with `env`,
// stopped with its schemas dropped (and its queues, when asked). BENCH_STACK_LOG=<file> keeps its lines.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dropStackData } from '../../scripts/stack-data.mjs';

/**
 * @param {{ root: string, env: Record<string, string | undefined>, databaseUrl: string }} options
 *   the repo's folder, the stack's environment (naming its schemas and queue prefix), the database
 */
export function startBenchStack({ root, env, databaseUrl }) {
  const stack = spawn(process.execPath, [join(root, 'scripts/start.mjs'), '--no-build'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = [];
  for (const stream of [stack.stdout, stack.stderr]) stream.on('data', (chunk) => log.push(String(chunk)));
  const exited = once(stack, 'exit');
  return {
    /** The last lines the stack printed, for a failure's report. */
    tail: () => log.join('').slice(-4000),
    kill: () => stack.kill('SIGTERM'),
    async stop({ dropQueues = false } = {}) {
      stack.kill('SIGTERM');
      await exited;
      if (process.env.BENCH_STACK_LOG) writeFileSync(process.env.BENCH_STACK_LOG, log.join(''));
      await dropStackData({ ...env, DATABASE_URL: databaseUrl }, { queues: dropQueues });
    },
  };
}
