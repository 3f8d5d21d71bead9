import { ErrorEnvelope, SingleSignOnOfferResponse, StartSingleSignOnResponse, TeamResponse, SingleSignOnMessage } from '@biz/contracts';
import { freePort } from '@biz/server-kit/testing';
import { startAdminTestApp, type AdminTestApp } from '../../../testing/admin-test-app';
import { startOidcPeer, type OidcPeer } from '../../../testing/oidc-peer';
import { joinTeam, sessionCookieOf, STAFF_TEST_PASSWORD } from '../../../testing/staff-members';

// Staff single sign-on against a real OpenID provider on this machine (`oidc-provider`, in a process of its
// own): the desk discovers it, sends the browser there with PKCE, state and nonce, and a person signs in on its
// form as an email; the query it comes back with is what the sign-in page posts.
const PUBLIC_URL = 'https://desk.agency.example';
let peer: OidcPeer;
let t: AdminTestApp;
let bootstrapOwner: string;
/** Jo's session from accepting the invitation: a password's. */
let joByPassword: string;
beforeAll(async () => {
  peer = await startOidcPeer(`${PUBLIC_URL}/admin-login`);
  t = await startAdminTestApp({ PUBLIC_URL, ADMIN_PASSWORD: 'the bootstrap password', ADMIN_LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ...peer.env() });
  bootstrapOwner = await t.adminCookie();
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie?: string) => t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const errorOf = (response: { statusCode: number; json: () => unknown }) => [response.statusCode, ErrorEnvelope.parse(response.json()).error];

/** A browser starts at the desk: the provider's URL, and the cookie that ties the sign-in to this browser. */
async function start() {
  const started = await send('POST', '/api/admin/sso/start', {});
  expect(started.statusCode).toBe(200);
  const browser = /^(sso=[^;]*)/.exec(String(started.headers['set-cookie']))![1]!;
  return { url: StartSingleSignOnResponse.parse(started.json()).authorizationUrl, browser };
}

const finish = (callback: string, browser?: string) => send('POST', '/api/admin/sso/finish', { callback }, browser);

/** The whole way: start, sign in at the provider as `email`, come back in the same browser. */
async function signInAs(email: string) {
  const { url, browser } = await start();
  return finish(await peer.signIn(url, email), browser);
}

it('offers the provider to the sign-in page and sends the browser there with PKCE (S256), state and nonce', async () => {
  expect(SingleSignOnOfferResponse.parse((await send('GET', '/api/admin/sso')).json())).toEqual({ provider: { name: '127.0.0.1' }, required: false });
  const started = await send('POST', '/api/admin/sso/start', {});
  expect(started.headers['set-cookie']).toMatch(/^sso=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/);
  const url = new URL(StartSingleSignOnResponse.parse(started.json()).authorizationUrl);
  expect(url.origin).toBe(peer.issuer);
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    client_id: 'agency-desk',
    redirect_uri: `${PUBLIC_URL}/admin-login`,
    response_type: 'code',
    scope: 'openid email',
    code_challenge_method: 'S256',
    code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    state: expect.any(String),
    nonce: expect.any(String),
  });
});

it('signs an invited member in by the verified email the provider vouches for, and links the account to that person', async () => {
  joByPassword = (await joinTeam(t, bootstrapOwner, 'jo@agency.example', 'Jo Park')).cookie;
  const signedIn = await signInAs('jo@agency.example');
  expect(signedIn.statusCode).toBe(200);
  const cookie = sessionCookieOf(signedIn.headers['set-cookie']);
  expect((await send('GET', '/api/admin/status', undefined, cookie)).json()).toEqual({ isAdmin: true, authenticated: true, role: 'staff', name: 'Jo Park' });
  // The started sign-in's cookie goes with it.
  expect(signedIn.headers['set-cookie']).toEqual(expect.arrayContaining([expect.stringMatching(/^sso=; Max-Age=0/)]));

  const team = TeamResponse.parse((await send('GET', '/api/admin/team', undefined, bootstrapOwner)).json());
  expect(team.members).toEqual([expect.objectContaining({ email: 'jo@agency.example', singleSignOn: true })]);
  expect(team.singleSignOn).toEqual({ provider: { name: '127.0.0.1', issuer: peer.issuer, domains: ['agency.example'] }, required: false });
  const [linked] = await t.query<{ sso_issuer: string; sso_subject: string }>(`SELECT sso_issuer, sso_subject FROM $schema.staff_accounts WHERE email = 'jo@agency.example'`);
  expect(linked).toEqual({ sso_issuer: peer.issuer, sso_subject: 'jo@agency.example' });
});

it('finishes a sign-in once, only in the browser that started it (a login CSRF), and with the verifier of its own start (PKCE)', async () => {
  const { url, browser } = await start();
  const callback = await peer.signIn(url, 'jo@agency.example');
  // Another browser (no cookie, or another start's) cannot finish it.
  expect(errorOf(await finish(callback))).toEqual([401, { code: 'SingleSignOnRefused', message: SingleSignOnMessage.expired }]);
  const other = await start();
  expect(errorOf(await finish(callback, other.browser))).toEqual([401, { code: 'SingleSignOnRefused', message: SingleSignOnMessage.expired }]);
  // Each try took the started sign-in: the right browser is too late now.
  expect(errorOf(await finish(callback, browser))[0]).toBe(401);

  // A code issued for one start, brought back under another start's state: the provider refuses its verifier.
  const first = await start();
  const second = await start();
  const code = new URLSearchParams(await peer.signIn(first.url, 'jo@agency.example')).get('code')!;
  const swapped = `?code=${code}&state=${new URL(second.url).searchParams.get('state')}&iss=${encodeURIComponent(peer.issuer)}`;
  expect(errorOf(await finish(swapped, second.browser))).toEqual([401, { code: 'SingleSignOnRefused', message: SingleSignOnMessage.cancelled }]);
});

it('refuses an unverified email, one off the allowed domains, an email nobody on the team has, and a person who refused', async () => {
  expect(errorOf(await signInAs('jo+unverified@agency.example'))).toEqual([401, { code: 'SingleSignOnRefused', message: SingleSignOnMessage.unverified }]);
  expect(errorOf(await signInAs('jo@elsewhere.example'))).toEqual([401, { code: 'SingleSignOnRefused', message: SingleSignOnMessage.otherDomain }]);
  expect(errorOf(await signInAs('nobody@agency.example'))).toEqual([401, { code: 'SingleSignOnRefused', message: SingleSignOnMessage.noMember }]);
  const { url, browser } = await start();
  const refused = `?error=access_denied&state=${new URL(url).searchParams.get('state')}&iss=${encodeURIComponent(peer.issuer)}`;
  expect(errorOf(await finish(refused, browser))).toEqual([401, { code: 'SingleSignOnRefused', message: SingleSignOnMessage.cancelled }]);

  const refusals = await t.query<{ reason: string }>(`SELECT details->>'reason' AS reason FROM $schema.audit_events WHERE action = 'staff.sso-refused' ORDER BY occurred_at`);
  expect(refusals.map(({ reason }) => reason)).toEqual(expect.arrayContaining(['unverified', 'other-domain', 'no-member', 'cancelled', 'expired']));
});

it('keeps a linked account to its person: another subject with the same email at the provider is refused', async () => {
  await t.query(`UPDATE $schema.staff_accounts SET sso_subject = 'someone else' WHERE email = 'jo@agency.example'`);
  expect(errorOf(await signInAs('jo@agency.example'))).toEqual([401, { code: 'SingleSignOnRefused', message: SingleSignOnMessage.otherPerson }]);
  await t.query(`UPDATE $schema.staff_accounts SET sso_subject = 'jo@agency.example' WHERE email = 'jo@agency.example'`);
});

it('lets an owner who signed in with it require it: then every password is refused and its sessions end, and single sign-on still works', async () => {
  // The bootstrap owner has no account at the provider: requiring it could lock the agency out.
  expect(errorOf(await send('PUT', '/api/admin/team/sso', { required: true }, bootstrapOwner))).toEqual([409, { code: 'SingleSignOnUntried', message: SingleSignOnMessage.untried }]);
  await joinTeam(t, bootstrapOwner, 'olive@agency.example', 'Olive Owner', 'owner');
  const olive = sessionCookieOf((await signInAs('olive@agency.example')).headers['set-cookie']);
  const joBySso = sessionCookieOf((await signInAs('jo@agency.example')).headers['set-cookie']);
  const statusOf = async (cookie: string) => (await send('GET', '/api/admin/status', undefined, cookie)).statusCode;
  expect(await statusOf(joByPassword)).toBe(200);
  expect((await send('PUT', '/api/admin/team/sso', { required: true }, olive)).json()).toMatchObject({ required: true });
  // The session a password opened ends; the provider's stay.
  expect([await statusOf(joByPassword), await statusOf(joBySso), await statusOf(olive)]).toEqual([401, 200, 200]);
  expect(SingleSignOnOfferResponse.parse((await send('GET', '/api/admin/sso')).json()).required).toBe(true);

  const required = [403, { code: 'PasswordSignInOff', message: SingleSignOnMessage.required }];
  expect(errorOf(await send('POST', '/api/admin/staff-login', { email: 'jo@agency.example', password: STAFF_TEST_PASSWORD }))).toEqual(required);
  expect(errorOf(await send('POST', '/api/admin/login', { password: 'the bootstrap password' }))).toEqual(required);
  expect((await signInAs('jo@agency.example')).statusCode).toBe(200);

  await send('PUT', '/api/admin/team/sso', { required: false }, olive);
  expect((await send('POST', '/api/admin/staff-login', { email: 'jo@agency.example', password: STAFF_TEST_PASSWORD })).statusCode).toBe(200);
  const changes = await t.query<{ required: string; ended: string }>(`SELECT details->>'required' AS required, details->>'sessionsEnded' AS ended FROM $schema.audit_events WHERE action = 'staff.sso-policy-changed' ORDER BY occurred_at`);
  expect(changes).toEqual([{ required: 'true', ended: expect.stringMatching(/^[1-9]/) }, { required: 'false', ended: '0' }]);
});

describe('without a provider, or with one that does not answer', () => {
  it('offers none and refuses to start or to be required', async () => {
    const plain = await startAdminTestApp({ ADMIN_DB_SCHEMA: t.env.ADMIN_DB_SCHEMA, QUEUE_PREFIX: t.env.QUEUE_PREFIX, ADMIN_LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/admin/sso' })).json()).toEqual({ provider: null, required: false });
      expect(errorOf(await plain.app.inject({ method: 'POST', url: '/api/admin/sso/start', payload: {} }))).toEqual([409, { code: 'SingleSignOnNotConnected', message: SingleSignOnMessage.notConnected }]);
    } finally {
      await plain.app.close();
    }
  });

  it('boots, and answers a sign-in 503 with Retry-After while the provider is down', async () => {
    const down = await startAdminTestApp({ PUBLIC_URL, ...peer.env(), STAFF_SSO_ISSUER: `http://127.0.0.1:${await freePort()}` });
    try {
      const started = await down.app.inject({ method: 'POST', url: '/api/admin/sso/start', payload: {} });
      expect([started.statusCode, started.headers['retry-after']]).toEqual([503, expect.any(String)]);
      expect((await down.app.inject({ method: 'GET', url: '/api/admin/sso' })).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});
