import { expect } from '@playwright/test';
import { readPids } from '../stack';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops one process of the e2e stack (by the pid `npm start` recorded) and waits until it is gone. */
export async function stopProcess(name: string): Promise<void> {
  const pids = readPids();
  process.kill(pids[name], 'SIGTERM');
  await expect.poll(() => isAlive(pids[name]), { timeout: 15_000 }).toBe(false);
}
