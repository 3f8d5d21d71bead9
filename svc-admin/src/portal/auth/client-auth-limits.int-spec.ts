import { ErrorEnvelope, ServerMessage } from '@biz/contracts';
import { freePort, fromClientAddress } from '@biz/server-kit/testing';
import { startAdminTestApp, type AdminTestApp } from '../../testing/admin-test-app';
import { holdableClock } from '../../testing/holdable-clock';

// svc-admin alone: the other contexts' addresses answer nothing (a port nobody listens on), so linking
// fails and the sign-ins must go on without it.
let t: AdminTestApp;
const clock = holdableClock();
beforeAll(async () => {
  const nobody = `http://127.0.0.1:${await freePort()}`;
  t = await startAdminTestApp({ INTAKE_URL: nobody, BILLING_URL: nobody, CLIENT_AUTH_RATE_LIMIT_PER_MINUTE: '4', CLIENT_EMAIL_RATE_LIMIT_PER_MINUTE: '3' }, { now: clock.now });
}, 30_000);
afterAll(() => t?.close());

let address = 0;
const post = (url: string, payload: object, from = `10.3.0.${++address}`) => t.app.inject({ method: 'POST', url, payload, headers: { ...fromClientAddress(from) } });
const login = (email: string, password: string, from?: string) => post('/api/client/login', { email, password }, from);

it('signs up and in while the contexts that links come from are down', async () => {
  expect((await post('/api/client/signup', { email: 'offline@example.com', password: 'a long secret', businessName: 'Offline Co' })).statusCode).toBe(200);
  expect((await login('offline@example.com', 'a long secret')).statusCode).toBe(200);
});

const deviceOf = (setCookie: unknown) => /(?:^|,\s*)(device=[^;]*)/.exec(String(setCookie))?.[1];
const loginFromDevice = (email: string, password: string, device: string, from = `10.3.200.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/api/client/login', payload: { email, password }, headers: { ...fromClientAddress(from), cookie: device } });

it("50 wrong passwords from other addresses do not lock the owner out of their own device; unknown devices wait longer and longer", async () => {
  await post('/api/client/signup', { email: 'guarded@example.com', password: 'the owner secret', businessName: 'Guarded Co' });
  const device = deviceOf((await login('guarded@example.com', 'the owner secret')).headers['set-cookie'])!;
  expect(device).toMatch(/^device=[A-Za-z0-9_-]{43}$/);

  const attacker = [];
  for (let i = 0; i < 50; i++) attacker.push((await login('guarded@example.com', `guess ${i}`, `10.4.${i}.1`)).statusCode);
  // Five free failures for all unknown devices together; then each try waits (1 s, 2 s, 4 s…).
  expect(attacker.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(attacker.slice(5).every((status) => status === 401 || status === 429)).toBe(true);
  expect(attacker.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40);
  const refused = await login('guarded@example.com', 'the owner secret', '10.4.99.1');
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(ErrorEnvelope.parse(refused.json()).error).toEqual({ code: 'RateLimited', message: ServerMessage.tooManySignInAttempts });

  // The owner's own device keeps its own budget.
  expect((await loginFromDevice('guarded@example.com', 'the owner secret', device)).statusCode).toBe(200);
  // And the way back in by email is never held back by the guessing.
  expect((await post('/api/client/password-reset', { email: 'guarded@example.com' })).statusCode).toBe(200);
}, 30_000);

it('holds back a known device past its own budget, alone', async () => {
  await post('/api/client/signup', { email: 'forgetful@example.com', password: 'the owner secret', businessName: 'Forgetful Co' });
  const device = deviceOf((await login('forgetful@example.com', 'the owner secret')).headers['set-cookie'])!;
  const codes = [];
  for (let i = 0; i < 11; i++) codes.push((await loginFromDevice('forgetful@example.com', `typo ${i}`, device)).statusCode);
  expect(codes).toEqual([...Array(10).fill(401), 429]);
  // Unknown devices still have their own five.
  expect((await login('forgetful@example.com', 'the owner secret')).statusCode).toBe(200);
}, 20_000);

it('limits signups and sign-ins per address', async () => {
  // The limits count in fixed minutes: the clock stands still while the tries are counted.
  const codes = await clock.heldStill(async () => {
    const answered = [];
    for (let i = 0; i < 5; i++) answered.push((await login(`walker-${i}@example.com`, 'wrong password', '10.3.9.9')).statusCode);
    return answered;
  });
  expect(codes).toEqual([401, 401, 401, 401, 429]);
}, 20_000);

it('takes as long for an unknown email as for a wrong password (argon2 runs for both)', async () => {
  await post('/api/client/signup', { email: 'timed@example.com', password: 'a long secret', businessName: 'Timed Co' });
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const timed = async (email: string) => {
    const started = process.hrtime.bigint();
    const res = await login(email, 'wrong password');
    expect(res.statusCode).toBe(401);
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  // Alternated, each email under its limit (a fresh one per round), so drift in the machine's load hits both.
  for (let round = 0; round < 9; round++) {
    await post('/api/client/signup', { email: `timed-${round}@example.com`, password: 'a long secret', businessName: 'Timed Co' });
    known.push(await timed(`timed-${round}@example.com`));
    unknown.push(await timed(`absent-${round}@example.com`));
  }
  const [k, u] = [median(known), median(unknown)];
  // Without the decoy (an unknown email answered before any hash) this ratio measured 0.37 here; with it, about 1.
  expect(u / k).toBeGreaterThan(0.6);
  expect(u / k).toBeLessThan(1.6);
}, 30_000);
