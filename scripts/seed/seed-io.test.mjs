// `node --test scripts/seed/seed-io.test.mjs`: how the seed speaks to a stack and reads its mail.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ApiActor, SeedStepError, StackUnreachable } from './api-actor.mjs';
import { linkTokenFromOutbox } from './outbox.mjs';

/** A stand-in gateway answering each request with the next of `answers` ({ status, headers, body }), recording what it got. */
async function fakeStack(answers) {
  const received = [];
  const server = createServer((req, res) => {
    received.push({ method: req.method, url: req.url, cookie: req.headers.cookie });
    const { status = 200, headers = {}, body = {} } = answers.shift();
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${server.address().port}`, received, close: () => server.close() };
}

test('a refused call names the step, the endpoint, the status and every field error', async () => {
  const stack = await fakeStack([{ status: 400, body: { error: { code: 'ValidationFailed', message: 'Check the form', fields: { businessName: ['Business name is required'], contactEmail: ['Enter a valid email'] } } } }]);
  const visitor = new ApiActor(stack.url);
  const body = { businessName: 'Copper Kettle Bakery', contactEmail: 'rosa@copper-kettle-bakery.demo.example', industry: 'food-beverage', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] };
  const refusal = await visitor.call('Copper Kettle Bakery: intake', 'businessIntake', { body }).catch((error) => error);
  stack.close();
  assert.ok(refusal instanceof SeedStepError);
  assert.equal(refusal.message, 'Copper Kettle Bakery: intake: businessIntake answered 400 (Check the form)\n    businessName: Business name is required\n    contactEmail: Enter a valid email');
  assert.deepEqual(stack.received.map((r) => [r.method, r.url]), [['POST', '/api/business-intake']]);
});

test('a 429 waits its Retry-After and tries again; the session cookie goes with the next call', async () => {
  const stack = await fakeStack([
    { status: 429, headers: { 'retry-after': '1' }, body: { error: { code: 'RateLimited', message: 'Too many requests' } } },
    { headers: { 'set-cookie': 'sid=abc; Path=/; HttpOnly' }, body: { success: true } },
    { body: { isAdmin: true, authenticated: true } },
  ]);
  const agency = new ApiActor(stack.url);
  const started = Date.now();
  assert.deepEqual(await agency.call('admin sign-in', 'adminLogin', { body: { password: 'a long admin password' } }), { success: true });
  assert.ok(Date.now() - started >= 1000);
  await agency.call('status', 'adminStatus');
  stack.close();
  assert.deepEqual(stack.received.map((r) => r.cookie), [undefined, undefined, 'sid=abc']);
});

test('a stack that does not answer is StackUnreachable, naming where it looked', async () => {
  const refusal = await new ApiActor('http://127.0.0.1:9').call('billing mode', 'billingConfig').catch((error) => error);
  assert.ok(refusal instanceof StackUnreachable);
  assert.equal(refusal.message, 'No stack answers at http://127.0.0.1:9 (ECONNREFUSED)');
});

test('the confirmation link is read from the outbox (JSON lines) or an SMTP peer\'s file (a JSON array), newer than what was there', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'seed-outbox-'));
  const token = (c) => c.repeat(43);
  const mail = (to, t) => ({ to, subject: 'Confirm your email address', text: `Open http://localhost:8080/client/verify-email?token=${t} within 24 hours` });
  writeFileSync(join(dir, 'outbox.jsonl'), [mail('old@x.demo.example', token('a')), mail('elena@x.demo.example', token('b')), mail('Elena@X.demo.example', token('c'))].map((m) => JSON.stringify(m)).join('\n'));
  const read = (file, seenBefore, timeoutMs = 500) => linkTokenFromOutbox(join(dir, file), { to: 'elena@x.demo.example', path: '/client/verify-email', seenBefore, timeoutMs });
  assert.equal(await read('outbox.jsonl', 0), token('c'));
  assert.equal(await read('outbox.jsonl', 3), null);
  writeFileSync(join(dir, 'smtp-received.json'), JSON.stringify([{ ...mail(['elena@x.demo.example'], token('d')), attachments: [] }]));
  assert.equal(await read('smtp-received.json', 0), token('d'));
  assert.equal(await read('missing.jsonl', 0), null);
});
