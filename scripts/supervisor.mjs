// Keeps the processes of `npm start` running: a child that crashes is started again after a delay that
// grows with each crash, and given up on, loudly, when it keeps crashing. Tested by supervisor.test.mjs.

/**
 * When a crashed process is started again. Constants rather than env variables: they only shape how fast
 * a development or single-machine stack heals, and a deployment restarts containers with its own policy
 * (docker-compose.yml).
 */
export const restartPolicy = Object.freeze({
  // 1 s, then doubled for each further crash within the window (1, 2, 4, 8 s): a process that died of a
  // passing cause (Redis restarting, a killed pid) is back within seconds, while one that dies on every
  // start does not spin the two cores it shares with the other processes.
  firstDelayMs: 1_000,
  // The 5th crash within 60 s is the last: with the delays above and a few seconds of boot each, a process
  // that dies soon after every start reaches it in well under a minute, while one that crashes now and then
  // (less often than 5 times a minute) is restarted for as long as the stack runs.
  maxCrashes: 5,
  windowMs: 60_000,
  // How often a started process is probed until it listens (the probe is one local TCP connect).
  upProbeMs: 250,
  // How long stop() waits for SIGTERM to end the children before it sends SIGKILL; the services and the
  // gateway close in well under this, the worker lets running jobs finish for part of it.
  stopTimeoutMs: 10_000,
});

/**
 * An exit by code 0 or by SIGTERM/SIGINT is a stop on purpose (an operator, a test, the process's own
 * graceful shutdown), not a crash: like systemd's `Restart=on-failure`, such a process stays stopped.
 */
export const isCrash = (code, signal) => !(code === 0 || signal === 'SIGTERM' || signal === 'SIGINT');

const seconds = (ms) => `${ms / 1000} s`;
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts every process of `processes` and supervises it.
 *   spawnProcess(proc) → ChildProcess   starts one process (the caller wires its output)
 *   isUp(proc) → Promise<boolean>      whether the process listens yet
 *   log(message), alert(message)       ordinary lines and the give-up messages
 *   onChange(pids)                     the live pids by name, after each start and exit (for RUN_DIR)
 *
 * A process that exits with an error on its first start, before it ever listened, is not restarted: the
 * cause is in its start (an invalid variable in .env, a port held by another program, a missing build),
 * which a restart would repeat. Once a process has been up, every crash is restarted until the window
 * limit is reached.
 */
export function startSupervisor({ processes, spawnProcess, isUp, log, alert, onChange = () => {}, policy = restartPolicy }) {
  const children = new Map();
  const states = new Map(processes.map((proc) => [proc.name, { everUp: false, crashes: [], restartTimer: undefined }]));
  let stopping = false;

  const pids = () => Object.fromEntries([...children].map(([name, child]) => [name, child.pid]));
  const running = (child) => child.exitCode === null && child.signalCode === null;

  async function watchUntilUp(proc, child, restart) {
    while (!stopping && running(child)) {
      if (await isUp(proc)) {
        if (!running(child)) return;
        states.get(proc.name).everUp = true;
        log(restart ? `${proc.name} is up again after restart attempt ${restart}` : `${proc.name} is up`);
        return;
      }
      await delay(policy.upProbeMs);
    }
  }

  function start(proc, restart = 0) {
    const child = spawnProcess(proc);
    children.set(proc.name, child);
    child.once('exit', (code, signal) => onExit(proc, code, signal));
    onChange(pids());
    void watchUntilUp(proc, child, restart);
  }

  function onExit(proc, code, signal) {
    children.delete(proc.name);
    onChange(pids());
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    const state = states.get(proc.name);
    if (!isCrash(code, signal)) {
      log(`${proc.name} stopped (${how}); not restarted, since it was stopped rather than crashed`);
      return;
    }
    const logHint = `Its lines above, prefixed [${proc.name}], say why`;
    if (!state.everUp) {
      alert(
        `${proc.name} exited (${how}) on its first start, before it ever came up; not restarting it, since a restart ` +
          `would repeat the cause (an invalid variable in .env, a port in use, a missing build). ${logHint}; fix it and run \`npm start\` again.`,
      );
      return;
    }
    const now = Date.now();
    state.crashes = [...state.crashes.filter((at) => now - at < policy.windowMs), now];
    const crashes = state.crashes.length;
    if (crashes >= policy.maxCrashes) {
      alert(
        `${proc.name} crashed ${crashes} times within ${seconds(policy.windowMs)} (last: ${how}); giving up on it. ${logHint}. ` +
          'The other processes keep running; fix the cause and run `npm start` again.',
      );
      return;
    }
    const wait = policy.firstDelayMs * 2 ** (crashes - 1);
    log(`${proc.name} crashed (${how}); restart attempt ${crashes} of ${policy.maxCrashes - 1} within ${seconds(policy.windowMs)}, in ${seconds(wait)}`);
    state.restartTimer = setTimeout(() => {
      state.restartTimer = undefined;
      start(proc, crashes);
    }, wait);
  }

  /** Stops every child (SIGTERM, then SIGKILL after the timeout) and restarts none; resolves once all have exited. */
  async function stop() {
    stopping = true;
    for (const state of states.values()) {
      clearTimeout(state.restartTimer);
      state.restartTimer = undefined;
    }
    const exited = [...children.values()].map((child) => new Promise((resolve) => (running(child) ? child.once('exit', resolve) : resolve())));
    for (const child of children.values()) child.kill('SIGTERM');
    const timer = setTimeout(() => {
      for (const child of children.values()) child.kill('SIGKILL');
    }, policy.stopTimeoutMs);
    await Promise.all(exited);
    clearTimeout(timer);
  }

  processes.forEach((proc) => start(proc));
  /** The processes whose restart is scheduled and not started yet: none means no restart can come. */
  const restartsDue = () => [...states].filter(([, state]) => state.restartTimer !== undefined).map(([name]) => name);
  return { stop, pids, restartsDue, get size() { return children.size; } };
}
