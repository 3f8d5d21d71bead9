import { ServerMessage } from '@biz/contracts';
import { hashPassword } from '../../shared/identity/password-hash';
import { startAdminTestApp, type AdminTestApp } from '../../testing/admin-test-app';

// Signup must not tell which addresses have accounts: not by its answer, its cookies, nor its time.
let t: AdminTestApp;
beforeAll(async () => {
  t = await startAdminTestApp({ CLIENT_AUTH_RATE_LIMIT_PER_MINUTE: '10000', CLIENT_EMAIL_RATE_LIMIT_PER_MINUTE: '10000' });
}, 30_000);
afterAll(() => t?.close());

const TRIES = 100;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];

async function signup(email: string) {
  const started = process.hrtime.bigint();
  const res = await t.app.inject({ method: 'POST', url: '/api/client/signup', payload: { email, password: 'a long secret', businessName: 'Timing Co' } });
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, answer: [res.statusCode, res.body, res.headers['set-cookie']] };
}

it(`answers an address with an account and one without alike, within 50 ms at p95 over ${2 * TRIES} tries`, async () => {
  // The accounts exist beforehand (a stored hash, as any account's), so every timed signup does its own work only.
  const passwordHash = await hashPassword('the owner secret');
  await t.query(`INSERT INTO $schema.client_accounts (email, password_hash, business_name) SELECT 'taken-' || i || '@timing.example', $1, 'Owner Co' FROM generate_series(1, $2::int) AS i`, [passwordHash, TRIES]);
  const taken: number[] = [];
  const fresh: number[] = [];
  const answers = new Set<string>();
  // Alternated, so a drift in the machine's load falls on both.
  for (let i = 1; i <= TRIES; i++) {
    for (const [email, times] of [[`taken-${i}@timing.example`, taken], [`fresh-${i}@timing.example`, fresh]] as const) {
      const { ms, answer } = await signup(email);
      times.push(ms);
      answers.add(JSON.stringify(answer));
    }
  }
  expect([...answers]).toEqual([JSON.stringify([200, JSON.stringify({ success: true, message: ServerMessage.clientSignedUp }), undefined])]);
  expect(Math.abs(p95(taken) - p95(fresh))).toBeLessThan(50);
}, 120_000);
