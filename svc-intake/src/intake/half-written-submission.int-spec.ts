import { BusinessIntakeResponse, ErrorEnvelope, type BusinessIntakeRequest } from '@biz/contracts';
import { fromClientAddress } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { startIntakeTestApp, type IntakeTestApp } from '../testing/intake-test-app';

// Worker mode with no worker running: suggestions come from the catalog past a short deadline.
const DEADLINE_MS = 300;
const business: BusinessIntakeRequest = {
  businessName: 'Half Written Dental', contactEmail: 'owner@halfwritten.example', industry: 'dental', companySize: 'Small Team (2-10)',
  primaryGoals: ['Reduce Manual Work'],
};
let t: IntakeTestApp;
let visitor = 0;

beforeAll(async () => {
  t = await startIntakeTestApp({ SUGGESTIONS_FROM: 'worker', SUGGESTION_DEADLINE_MS: String(DEADLINE_MS) });
});
afterAll(async () => {
  await t?.close();
});

const submit = (body: BusinessIntakeRequest) =>
  t.app.inject({ method: 'POST', url: '/api/business-intake', headers: { ...fromClientAddress(`10.60.0.${++visitor}`) }, payload: body });

it('a submission whose offer could not be written is completed by the retry with the same key, at once', async () => {
  // The next write of an offer fails as if Postgres restarted under it (57P01: a dependency outage).
  await t.query(`CREATE SEQUENCE $schema.offer_write_failures`);
  await t.query(`
    CREATE FUNCTION $schema.fail_first_offer_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF nextval('$schema.offer_write_failures') = 1 THEN
        RAISE EXCEPTION 'terminating connection due to administrator command' USING ERRCODE = '57P01';
      END IF;
      RETURN NULL;
    END $$`);
  await t.query(`CREATE TRIGGER fail_first_offer_write BEFORE INSERT ON $schema.offered_suggestions FOR EACH STATEMENT EXECUTE FUNCTION $schema.fail_first_offer_write()`);
  const body = { ...business, idempotencyKey: randomUUID() };

  const failed = await submit(body);
  expect(failed.statusCode).toBe(503);
  expect(failed.headers['retry-after']).toBeDefined();

  const started = Date.now();
  const retried = await submit(body);
  expect(retried.statusCode).toBe(200);
  expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 1000);
  const { client, suggestions } = BusinessIntakeResponse.parse(retried.json());
  expect(suggestions.length).toBeGreaterThanOrEqual(3);
  const rows = await t.query<{ id: string; offered: string }>(
    `SELECT s.id, (SELECT count(*) FROM $schema.offered_suggestions o WHERE o.submission_id = s.id) AS offered FROM $schema.submissions s WHERE s.business_name = $1`,
    [business.businessName],
  );
  expect(rows).toEqual([{ id: client.id, offered: String(suggestions.length) }]);
});

it('a replayed idempotency key with other details reads nothing of the first answer and stores nothing', async () => {
  const key = randomUUID();
  const first = BusinessIntakeResponse.parse((await submit({ ...business, businessName: 'First Owner Dental', idempotencyKey: key })).json());
  const before = await t.rowCounts();

  const replay = await submit({ ...business, businessName: 'Someone Else', contactEmail: 'eve@elsewhere.example', idempotencyKey: key });
  expect(replay.statusCode).toBe(409);
  expect(ErrorEnvelope.parse(replay.json()).error.code).toBe('IdempotencyKeyReused');
  expect(replay.body).not.toContain(first.client.id);
  expect(await t.rowCounts()).toEqual(before);

  const again = BusinessIntakeResponse.parse((await submit({ ...business, businessName: 'First Owner Dental', idempotencyKey: key })).json());
  expect(again).toEqual(first);
});
