import { EventEmitter } from 'node:events';
import { exitGracefullyOn } from './shutdown';

class FakeProcess extends EventEmitter {
  exits: number[] = [];
  exit(code: number) { this.exits.push(code); }
}
const silent = { info: () => undefined, error: () => undefined };
const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

describe('graceful shutdown', () => {
  it('closes once on SIGTERM, then exits 0', async () => {
    const proc = new FakeProcess();
    let closes = 0;
    exitGracefullyOn(proc, async () => { closes += 1; await tick(20); }, 1_000, silent);
    proc.emit('SIGTERM');
    proc.emit('SIGINT');
    expect(proc.exits).toEqual([]); // still finishing the active job
    await tick(50);
    expect(closes).toBe(1);
    expect(proc.exits).toEqual([0]);
  });

  it('exits 1 when closing fails', async () => {
    const proc = new FakeProcess();
    exitGracefullyOn(proc, async () => { throw new Error('stuck'); }, 1_000, silent);
    proc.emit('SIGINT');
    await tick(10);
    expect(proc.exits).toEqual([1]);
  });

  it('exits 1 when closing outlasts the timeout', async () => {
    const proc = new FakeProcess();
    exitGracefullyOn(proc, () => new Promise(() => undefined), 100, silent);
    proc.emit('SIGTERM');
    await tick(150);
    expect(proc.exits).toEqual([1]);
  });
});
