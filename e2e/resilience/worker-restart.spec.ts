import { expect, test, type APIRequestContext } from '@playwright/test';
import { healthDetailsUrl, readPids } from '../stack';

const workerStatus = async (request: APIRequestContext) =>
  (await (await request.get(healthDetailsUrl)).json()).checks.worker.status;

test('a worker killed with SIGKILL is started again by npm start and the detailed /healthz reports it up within 20 s', async ({ request }) => {
  expect(await workerStatus(request)).toBe('up');
  const killed = readPids()['svc-ai-worker'];
  process.kill(killed, 'SIGKILL');

  // A 1 s restart delay and the worker's boot (a few seconds on a loaded machine).
  await expect
    .poll(async () => {
      const pid = readPids()['svc-ai-worker'];
      return pid && pid !== killed ? workerStatus(request) : 'not started again';
    }, { timeout: 20_000, intervals: [250] })
    .toBe('up');
});
