import { expect } from '@playwright/test';
import { pidsOf } from '../stack';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops every instance of one process of the e2e stack (by the pids `npm start` recorded) and waits until they are gone. */
export async function stopProcess(name: string): Promise<void> {
  const pids = pidsOf(name);
  expect(pids.length).toBeGreaterThan(0);
  for (const pid of pids) process.kill(pid, 'SIGTERM');
  await expect.poll(() => pids.some(isAlive), { timeout: 15_000 }).toBe(false);
}
