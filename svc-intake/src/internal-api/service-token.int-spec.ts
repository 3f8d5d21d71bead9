import { endpointPath, ErrorEnvelope } from '@biz/contracts';
import { SERVICE_TOKEN_HEADER, signServiceToken, type ServiceCall } from '@biz/server-kit';
import { SERVICE_NAME } from '../app.module';
import { startIntakeTestApp, type IntakeTestApp } from '../testing/intake-test-app';

// Over real HTTP, as any pod of the network would call: the internal API answers only another process
// holding SERVICE_TOKEN_SECRET (issue 32, point 3), with a token made for this call, once (issue 43).
let t: IntakeTestApp;
let url: string;

beforeAll(async () => {
  t = await startIntakeTestApp({ SERVICE_TOKEN_SECRET: 'the-secret-of-this-deployment-0123456789' });
  await t.app.listen(0, '127.0.0.1');
  url = new URL(endpointPath('listSubmissions'), await t.app.getUrl()).href;
});
afterAll(() => t?.close());

const call = (token?: string) => fetch(url, { headers: token === undefined ? {} : { [SERVICE_TOKEN_HEADER]: token } });
/** The call `call` makes, as a token names it. */
const listing: ServiceCall = { audience: SERVICE_NAME, method: 'GET', path: endpointPath('listSubmissions') };

async function expectRefused(token?: string) {
  const res = await call(token);
  expect(res.status).toBe(401);
  expect(ErrorEnvelope.parse(await res.json()).error.code).toBe('Unauthorized');
}

it('refuses a call without credentials', () => expectRefused());

it('refuses a token signed with another secret (the development default, say)', () => expectRefused(signServiceToken('a-secret-of-another-deployment-0123456789', listing)));

it('refuses an expired token', () => expectRefused(signServiceToken(t.env.SERVICE_TOKEN_SECRET, listing, Date.now() - 2 * 60_000)));

it('refuses a token whose expiry was stretched, and one that is not a token', async () => {
  const [expires, nonce, mac] = signServiceToken(t.env.SERVICE_TOKEN_SECRET, listing).split('.');
  await expectRefused(`${Number(expires) + 3600}.${nonce}.${mac}`);
  await expectRefused('not-a-token');
});

it('refuses a token made for another service, another method or another path', async () => {
  for (const other of [{ ...listing, audience: 'svc-billing' }, { ...listing, method: 'POST' }, { ...listing, path: endpointPath('dashboardStats') }]) await expectRefused(signServiceToken(t.env.SERVICE_TOKEN_SECRET, other));
});

it('answers a call with a fresh token of its own secret, once: the same token replayed is refused', async () => {
  const token = signServiceToken(t.env.SERVICE_TOKEN_SECRET, listing);
  expect((await call(token)).status).toBe(200);
  await expectRefused(token);
});
