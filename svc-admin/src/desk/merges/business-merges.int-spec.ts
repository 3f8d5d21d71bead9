import { AdminDashboardResponse, ErrorEnvelope, MergeBusinessResponse, SubmissionProfileResponse } from '@biz/contracts';
import { fromClientAddress, waitUntil } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { clientThrough } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';

// Two addresses of one business made one by the agency, and the merge undone: real svc-intake and svc-billing.
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
beforeAll(async () => {
  stack = await startAdminOnContexts();
}, 60_000);
afterAll(() => stack?.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  stack.t.app.inject({ method, url, headers: { cookie: stack.cookie, ...fromClientAddress('10.8.0.1') }, ...(payload ? { payload } : {}) });
const profileOf = async (id: string) => SubmissionProfileResponse.parse((await admin('GET', `/api/admin/clients/${id}/profile`)).json());
const rowsOf = async (search: string, status = 'all') => AdminDashboardResponse.parse((await admin('GET', `/api/admin/dashboard?search=${search}&status=${status}`)).json()).submissions;
const merges = async () => (await stack.t.query<{ n: number }>('SELECT count(*)::int AS n FROM $schema.business_merges'))[0].n;

it("merges another address into a business (its submissions and orders join the record) and undoes it, each in the timeline", async () => {
  const run = randomUUID().slice(0, 8);
  const front = await clientThrough(stack.contexts, `Merged Clinic ${run}`, `front-${run}@merged.example`, { order: 'none' });
  const owner = await clientThrough(stack.contexts, `Merged Clinic (owner) ${run}`, `owner-${run}@merged.example`, { order: 'paid' });
  // The owner's paid sprint made its business Won.
  await waitUntil(async () => (await profileOf(owner)).pipeline.stage === 'won', 15_000);
  expect(await rowsOf(run)).toHaveLength(2);

  const res = await admin('POST', `/api/admin/clients/${front}/merge`, { email: ` Owner-${run}@MERGED.example ` });
  expect(res.statusCode).toBe(200);
  const merge = MergeBusinessResponse.parse(res.json());
  expect(merge).toMatchObject({ emails: [`owner-${run}@merged.example`], by: { kind: 'bootstrap-owner' } });

  const rows = await rowsOf(run);
  expect(rows.map((row) => [row.id, row.submissionCount])).toEqual([[owner, 2]]);
  const record = await profileOf(front);
  expect(record.business.emails).toEqual([`front-${run}@merged.example`, `owner-${run}@merged.example`]);
  expect(record.orders.map((order) => order.lead?.contactEmail)).toEqual([`owner-${run}@merged.example`]);
  expect(record.merges).toEqual([merge]);
  expect(record.timeline.some((e) => e.kind === 'admin-action' && e.action === 'business.merged')).toBe(true);

  expect((await admin('POST', `/api/admin/merges/${merge.id}/undo`, {})).json()).toEqual({ undone: true });
  expect((await rowsOf(run)).map((row) => [row.id, row.submissionCount])).toEqual([
    [owner, 1],
    [front, 1],
  ]);
  // The owner's business is its own again, won as before (SPEC's filter says so again).
  expect((await profileOf(owner)).pipeline.stage).toBe('won');
  expect((await rowsOf(run, 'completed')).map((row) => row.id)).toEqual([owner]);
  const after = await profileOf(front);
  expect(after.merges).toEqual([]);
  expect(after.timeline.some((e) => e.kind === 'admin-action' && e.action === 'business.merge-undone')).toBe(true);

  const again = await admin('POST', `/api/admin/merges/${merge.id}/undo`, {});
  expect(again.statusCode).toBe(404);
  expect(ErrorEnvelope.parse(again.json()).error.code).toBe('MergeNotFound');
}, 60_000);

it.each([
  [{ email: 'not an address' }, 'Enter the other address of this business.'],
  [{}, undefined],
  [{ email: 'self@refuse.example' }, "That address is already this business's."],
  [{ email: 'nobody-ever@refuse.example' }, 'No business has submitted with that address.'],
])('refuses %j with a 400 on the email field, merging nothing', async (body, message) => {
  const id = await clientThrough(stack.contexts, 'Refuse Merge Salon', 'self@refuse.example', { order: 'none' });
  const before = await merges();
  const res = await admin('POST', `/api/admin/clients/${id}/merge`, body);
  expect(res.statusCode).toBe(400);
  const { fields } = ErrorEnvelope.parse(res.json()).error;
  expect(Object.keys(fields ?? {})).toEqual(['email']);
  if (message) expect(fields?.email).toEqual([message]);
  expect(await merges()).toBe(before);
});
