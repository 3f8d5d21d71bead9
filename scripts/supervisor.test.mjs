// The restart policy of `npm start`, against real child processes (testing/fake-service.mjs) on free ports,
// with the delays scaled down.
//   node --test scripts/supervisor.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reachable } from './reachable.mjs';
import { restartPolicy, startSupervisor } from './supervisor.mjs';

const fakeService = join(dirname(fileURLToPath(import.meta.url)), 'testing', 'fake-service.mjs');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fake processes named `names` (with extra env per name) under a supervisor with `policy` over fast test
 * defaults. After the test every child is killed, so a broken supervisor fails the test instead of hanging it.
 */
async function supervise(t, names, { env = {}, policy = {} } = {}) {
  const processes = [];
  for (const name of names) processes.push({ name, port: await freePort() });
  const lines = [];
  const spawns = [];
  const supervisor = startSupervisor({
    processes,
    spawnProcess(proc) {
      const child = spawn(process.execPath, [fakeService], { env: { ...process.env, PORT: String(proc.port), ...env[proc.name] }, stdio: 'ignore' });
      spawns.push({ name: proc.name, pid: child.pid, at: Date.now() });
      return child;
    },
    isUp: (proc) => reachable(`http://127.0.0.1:${proc.port}`),
    log: (text) => lines.push({ text, at: Date.now() }),
    alert: (text) => lines.push({ text, at: Date.now(), alert: true }),
    policy: { ...restartPolicy, firstDelayMs: 100, maxCrashes: 4, windowMs: 30_000, upProbeMs: 20, stopTimeoutMs: 2_000, ...policy },
  });
  t.after(async () => {
    for (const { pid } of spawns) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    await supervisor.stop();
  });
  let seen = 0;
  return {
    supervisor,
    lines,
    spawnsOf: (name) => spawns.filter((s) => s.name === name),
    lastPid: (name) => spawns.findLast((s) => s.name === name).pid,
    /** The next line (after those already taken) that matches `pattern`, waiting up to 10 s for it. */
    async next(pattern) {
      for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(10)) {
        const index = lines.findIndex((line, i) => i >= seen && pattern.test(line.text));
        if (index >= 0) {
          seen = index + 1;
          return lines[index];
        }
      }
      throw new Error(`no line matching ${pattern}; the supervisor said:\n${lines.map((l) => l.text).join('\n')}`);
    },
  };
}

test('a crashed process is restarted after a delay that doubles with each crash, and given up on at the window limit', { timeout: 20_000 }, async (t) => {
  const run = await supervise(t, ['fake']);
  await run.next(/^fake is up$/);

  const waits = [];
  for (const [attempt, delay] of [[1, 0.1], [2, 0.2], [3, 0.4]]) {
    process.kill(run.lastPid('fake'), 'SIGKILL');
    const crashed = await run.next(new RegExp(`^fake crashed \\(signal SIGKILL\\); restart attempt ${attempt} of 3 within 30 s, in ${delay} s$`));
    await run.next(new RegExp(`^fake is up again after restart attempt ${attempt}$`));
    waits.push(run.spawnsOf('fake')[attempt].at - crashed.at);
  }
  // Timers may fire a millisecond early; each wait is at least its delay and longer than the one before.
  waits.forEach((wait, i) => assert.ok(wait >= 100 * 2 ** i - 2, `restart ${i + 1} came after ${wait} ms`));
  assert.ok(waits[0] < waits[1] && waits[1] < waits[2], `waits ${waits} do not grow`);

  process.kill(run.lastPid('fake'), 'SIGKILL');
  const gaveUp = await run.next(/^fake crashed 4 times within 30 s \(last: signal SIGKILL\); giving up on it\. Its lines above, prefixed \[fake\], say why/);
  assert.equal(gaveUp.alert, true);
  assert.deepEqual(run.supervisor.restartsDue(), []);
  assert.equal(run.spawnsOf('fake').length, 4);
  assert.deepEqual(run.supervisor.pids(), {});
});

test('crashes older than the window no longer count towards giving up', { timeout: 20_000 }, async (t) => {
  const run = await supervise(t, ['fake'], { policy: { maxCrashes: 2, windowMs: 600 } });
  await run.next(/^fake is up$/);
  process.kill(run.lastPid('fake'), 'SIGKILL');
  await run.next(/^fake crashed \(signal SIGKILL\); restart attempt 1 of 1/);
  await run.next(/^fake is up again after restart attempt 1$/);
  await sleep(700);
  process.kill(run.lastPid('fake'), 'SIGKILL');
  await run.next(/^fake crashed \(signal SIGKILL\); restart attempt 1 of 1 within 0.6 s, in 0.1 s$/);
  await run.next(/^fake is up again after restart attempt 1$/);
  assert.equal(run.spawnsOf('fake').length, 3);
});

test('a process that exits with an error on its first start, before it ever came up, is not restarted', { timeout: 20_000 }, async (t) => {
  const run = await supervise(t, ['fake'], { env: { fake: { EXIT_AT_BOOT: '1' } } });
  const line = await run.next(/^fake exited \(exit code 1\) on its first start, before it ever came up; not restarting it/);
  assert.equal(line.alert, true);
  assert.deepEqual(run.supervisor.restartsDue(), []);
  assert.equal(run.spawnsOf('fake').length, 1);
});

test('a process stopped with SIGTERM stays stopped', { timeout: 20_000 }, async (t) => {
  const run = await supervise(t, ['fake']);
  await run.next(/^fake is up$/);
  process.kill(run.lastPid('fake'), 'SIGTERM');
  await run.next(/^fake stopped \(signal SIGTERM\); not restarted, since it was stopped rather than crashed$/);
  assert.deepEqual(run.supervisor.restartsDue(), []);
  assert.equal(run.spawnsOf('fake').length, 1);
});

test('stopping the supervisor stops every child and restarts none, not even one waiting for its restart', { timeout: 20_000 }, async (t) => {
  const run = await supervise(t, ['waiting', 'running', 'stuck'], { env: { stuck: { IGNORE_SIGTERM: '1' } }, policy: { firstDelayMs: 500, stopTimeoutMs: 300 } });
  await run.next(/^(waiting|running|stuck) is up$/);
  await run.next(/^(waiting|running|stuck) is up$/);
  await run.next(/^(waiting|running|stuck) is up$/);
  process.kill(run.lastPid('waiting'), 'SIGKILL');
  await run.next(/^waiting crashed \(signal SIGKILL\); restart attempt 1/);

  const pids = [run.lastPid('running'), run.lastPid('stuck')];
  await run.supervisor.stop();
  assert.deepEqual(pids.filter(isAlive), [], 'a child outlived stop()');
  assert.equal(run.supervisor.size, 0);
  assert.deepEqual(run.supervisor.restartsDue(), [], 'a restart is still due after stop()');
  assert.equal(run.spawnsOf('waiting').length, 1);
  assert.deepEqual(run.lines.filter((l) => /stopped|crashed|giving up/.test(l.text)).map((l) => l.text), [
    'waiting crashed (signal SIGKILL); restart attempt 1 of 3 within 30 s, in 0.5 s',
  ]);
});
