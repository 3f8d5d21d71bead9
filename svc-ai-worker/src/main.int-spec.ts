import { freePort, refusalOf, startWorkerProcess } from '@biz/server-kit/testing';

it('refuses to start in production when it would keep emails unsent, with one message saying what to set', async () => {
  const refusal = await refusalOf(startWorkerProcess({ NODE_ENV: 'production', WORKER_PORT: String(await freePort()) }));
  expect(refusal).toMatch(/exited with 1 before[\s\S]*SMTP_URL: required in production[\s\S]*EMAIL_MODE=log/);
});
