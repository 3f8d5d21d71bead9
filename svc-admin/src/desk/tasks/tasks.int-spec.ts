import { BusinessTask, BusinessTasksResponse, ErrorEnvelope, MyDayTasksResponse, PipelineBoardResponse, SubmissionProfileResponse, TaskDoneResponse, type LogActivityRequest, type TaskRequest } from '@biz/contracts';
import { fromClientAddress } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { clientThrough } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';
import { todayIn } from '../../shared/agency-clock/agency-clock';
import { instantOf } from '../calls/call-times';
import { dayAfter } from '../../shared/agency-clock/agency-clock';

// Tasks on a business and the calls and meetings logged on it, through the endpoints: real svc-intake and
// svc-billing processes, the agency's clock at a morning in New York.
const zone = 'America/New_York';
const today = todayIn(zone, Date.now());
const clock = instantOf(today, '09:00', zone).getTime();
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
type Cookie = () => Promise<string>;
const staff: Record<'dana' | 'eli' | 'gone', { id: string; cookie: Cookie }> = {} as never;
const ids: Record<'salon' | 'spa', string> = {} as never;

async function staffMember(name: string, removed = false) {
  const [{ id }] = await stack.t.query<{ id: string }>(
    `INSERT INTO $schema.staff_accounts (email, name, role, password_hash, totp_secret, removed_at) VALUES ($1, $2, 'staff', 'x', 'x', $3) RETURNING id`,
    [`${name.split(' ')[0].toLowerCase()}-${randomUUID().slice(0, 6)}@agency.example`, name, removed ? new Date() : null],
  );
  return { id, cookie: () => stack.t.adminCookie({ accountId: id, role: 'staff' }) };
}

beforeAll(async () => {
  stack = await startAdminOnContexts({ AGENCY_TIME_ZONE: zone }, { now: () => clock });
  staff.dana = await staffMember('Dana Reyes');
  staff.eli = await staffMember('Eli Park');
  staff.gone = await staffMember('Gone Person', true);
  ids.salon = await clientThrough(stack.contexts, 'Task Salon', `salon-${randomUUID().slice(0, 6)}@biz.example`, { order: 'none' });
  ids.spa = await clientThrough(stack.contexts, 'Task Spa', `spa-${randomUUID().slice(0, 6)}@biz.example`, { order: 'none' });
}, 60_000);
afterAll(() => stack?.close());

const as = (cookie: Cookie) => async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  stack.t.app.inject({ method, url, headers: { cookie: await cookie(), ...fromClientAddress('10.9.0.3') }, ...(payload ? { payload } : {}) });
const task = (overrides: Partial<TaskRequest> = {}): TaskRequest => ({ title: 'Call about the quote', type: 'call', dueOn: today, dueTime: null, ownerStaffId: staff.dana.id, repeat: null, ...overrides });
const create = async (submissionId: string, body: TaskRequest, cookie = staff.dana.cookie) => {
  const res = await as(cookie)('POST', `/api/admin/clients/${submissionId}/tasks`, body);
  expect(res.statusCode).toBe(200);
  return BusinessTask.parse(res.json());
};
const tasksOf = async (submissionId: string) => BusinessTasksResponse.parse((await as(staff.dana.cookie)('GET', `/api/admin/clients/${submissionId}/tasks`)).json());
const done = async (id: string, value: boolean, cookie = staff.dana.cookie) => {
  const res = await as(cookie)('POST', `/api/admin/tasks/${id}/done`, { done: value });
  expect(res.statusCode).toBe(200);
  return TaskDoneResponse.parse(res.json());
};
const myTasks = async (cookie: Cookie, scope?: 'team') => MyDayTasksResponse.parse((await as(cookie)('GET', `/api/admin/my-day/tasks${scope ? `?scope=${scope}` : ''}`)).json());
const titles = (list: MyDayTasksResponse['dueToday']) => list.items.map((item) => item.title);
const profileOf = async (id: string) => SubmissionProfileResponse.parse((await as(staff.dana.cookie)('GET', `/api/admin/clients/${id}/profile`)).json());

describe('a task', () => {
  it('refuses bad input with a 400 naming each field, never a 500', async () => {
    const fieldsOf = async (method: 'POST' | 'PUT', url: string, body: object) => {
      const res = await as(staff.dana.cookie)(method, url, body);
      expect(res.statusCode).toBe(400);
      return Object.keys(ErrorEnvelope.parse(res.json()).error.fields ?? {}).sort();
    };
    const url = `/api/admin/clients/${ids.salon}/tasks`;
    expect(await fieldsOf('POST', url, { ...task(), title: '   ', type: 'fax' })).toEqual(['title', 'type']);
    expect(await fieldsOf('POST', url, { ...task(), dueOn: '2026-02-30', dueTime: '25:00' })).toEqual(['dueOn', 'dueTime']);
    expect(await fieldsOf('POST', url, { ...task(), repeat: { every: 0, unit: 'day' } })).toEqual(['repeat.every']);
    expect(await fieldsOf('POST', url, { ...task(), repeat: { every: 53, unit: 'week' } })).toEqual(['repeat.every']);
    expect(await fieldsOf('POST', url, { ...task(), title: 'x'.repeat(301) })).toEqual(['title']);
    expect(await fieldsOf('POST', url, task({ ownerStaffId: staff.gone.id }))).toEqual(['ownerStaffId']);
    const made = await create(ids.salon, task({ title: 'Kept as it was' }));
    expect(await fieldsOf('PUT', `/api/admin/tasks/${made.id}`, { ...task(), ownerStaffId: randomUUID() })).toEqual(['ownerStaffId']);
    expect((await tasksOf(ids.salon)).open.map((t) => t.title)).toContain('Kept as it was');
    expect((await as(staff.dana.cookie)('DELETE', `/api/admin/tasks/${made.id}`)).statusCode).toBe(200);
  });

  it('is added, changed, completed by whoever does it, reopened and deleted, each on the business record', async () => {
    const made = await create(ids.salon, task({ title: '  Send the quote  ', type: 'email', dueTime: '14:30' }));
    expect(made).toMatchObject({ title: 'Send the quote', type: 'email', dueOn: today, dueTime: '14:30', owner: { id: staff.dana.id, name: 'Dana Reyes' }, done: null, createdBy: { kind: 'staff', name: 'Dana Reyes' } });
    const edited = await as(staff.eli.cookie)('PUT', `/api/admin/tasks/${made.id}`, task({ title: 'Send the revised quote', type: 'email', dueOn: dayAfter(today, 1), ownerStaffId: staff.eli.id }));
    expect(BusinessTask.parse(edited.json())).toMatchObject({ title: 'Send the revised quote', dueOn: dayAfter(today, 1), dueTime: null, owner: { name: 'Eli Park' } });
    const { task: completed, next } = await done(made.id, true);
    expect(completed.done).toEqual({ at: expect.any(String), by: { kind: 'staff', name: 'Dana Reyes' } });
    expect(next).toBeNull();
    expect((await tasksOf(ids.salon)).done.map((t) => t.id)).toEqual([made.id]);
    expect((await done(made.id, false)).task.done).toBeNull();
    expect((await as(staff.dana.cookie)('DELETE', `/api/admin/tasks/${made.id}`)).json()).toEqual({ deleted: true });
    expect((await tasksOf(ids.salon)).open.map((t) => t.id)).not.toContain(made.id);
    const changes = (await profileOf(ids.salon)).timeline.flatMap((event) => (event.kind === 'task' && event.title.includes('quote') ? [[event.change, event.title, event.by]] : []));
    const dana = { kind: 'staff', name: 'Dana Reyes' };
    expect(changes.toReversed()).toEqual([
      ['created', 'Send the quote', dana],
      ['updated', 'Send the revised quote', { kind: 'staff', name: 'Eli Park' }],
      ['completed', 'Send the revised quote', dana],
      ['reopened', 'Send the revised quote', dana],
      ['deleted', 'Send the revised quote', dana],
    ]);
  });

  it('answers 404 for a task that is not there', async () => {
    for (const [method, url, body] of [
      ['PUT', `/api/admin/tasks/${randomUUID()}`, task()],
      ['POST', `/api/admin/tasks/${randomUUID()}/done`, { done: true }],
      ['DELETE', `/api/admin/tasks/${randomUUID()}`, undefined],
    ] as const) {
      const res = await as(staff.dana.cookie)(method, url, body);
      expect(res.statusCode).toBe(404);
      expect(ErrorEnvelope.parse(res.json()).error.code).toBe('TaskNotFound');
    }
    expect((await as(staff.dana.cookie)('GET', `/api/admin/clients/${randomUUID()}/tasks`)).statusCode).toBe(404);
  });

  it("that repeats makes its next one when completed, once, however often it is reopened and completed again", async () => {
    const weekly = await create(ids.spa, task({ title: 'Check in', type: 'call', dueTime: '10:00', ownerStaffId: staff.eli.id, repeat: { every: 2, unit: 'week' } }));
    const { next } = await done(weekly.id, true);
    expect(next).toMatchObject({ title: 'Check in', type: 'call', dueOn: dayAfter(today, 14), dueTime: '10:00', owner: { name: 'Eli Park' }, repeat: { every: 2, unit: 'week' }, done: null });
    await done(weekly.id, false);
    expect((await done(weekly.id, true)).next).toBeNull();
    expect((await tasksOf(ids.spa)).open.filter((t) => t.title === 'Check in').map((t) => t.dueOn)).toEqual([dayAfter(today, 14)]);
    // Completing a done task changes nothing and makes nothing.
    expect((await done(weekly.id, true)).task.done?.by).toEqual({ kind: 'staff', name: 'Dana Reyes' });
  });
});

describe("My day's tasks", () => {
  it("shows a member a teammate's new task assigned to them, not to the teammate; and the team's day to anyone", async () => {
    await create(ids.salon, task({ title: 'Chase the deposit', dueOn: dayAfter(today, -2), ownerStaffId: staff.eli.id }));
    await create(ids.spa, task({ title: 'Book the kickoff', dueOn: today, ownerStaffId: staff.eli.id }));
    await create(ids.spa, task({ title: 'Send the contract', dueOn: dayAfter(today, 3), ownerStaffId: staff.eli.id }));
    await create(ids.spa, task({ title: 'Next month', dueOn: dayAfter(today, 30), ownerStaffId: staff.eli.id }));
    const eli = await myTasks(staff.eli.cookie);
    expect(eli).toMatchObject({ scope: 'mine', today });
    expect(titles(eli.overdue)).toEqual(['Chase the deposit']);
    expect(titles(eli.dueToday)).toEqual(['Book the kickoff']);
    expect(titles(eli.dueSoon)).toEqual(['Send the contract']);
    expect(eli.dueToday.items[0]).toMatchObject({ businessName: 'Task Spa', submissionId: ids.spa, createdBy: { kind: 'staff', name: 'Dana Reyes' } });
    const dana = await myTasks(staff.dana.cookie);
    expect([...titles(dana.overdue), ...titles(dana.dueToday)]).not.toContain('Book the kickoff');
    expect(titles((await myTasks(staff.dana.cookie, 'team')).dueToday)).toContain('Book the kickoff');
    expect((await myTasks(() => stack.t.adminCookie())).scope).toBe('team');
  });

  it("lets a member complete another member's task: done by them, and gone from its owner's day", async () => {
    const theirs = (await myTasks(staff.eli.cookie)).dueToday.items.find((item) => item.title === 'Book the kickoff');
    expect((await done(theirs?.id ?? '', true, staff.dana.cookie)).task.done?.by).toEqual({ kind: 'staff', name: 'Dana Reyes' });
    expect(titles((await myTasks(staff.eli.cookie)).dueToday)).toEqual([]);
  });

  it("puts each business's next open task on its board card and its record", async () => {
    const board = PipelineBoardResponse.parse((await as(staff.dana.cookie)('GET', '/api/admin/pipeline')).json());
    const card = board.columns.flatMap((column) => column.cards).find((c) => c.submissionId === ids.salon);
    expect(card?.nextTask).toMatchObject({ title: 'Chase the deposit', dueOn: dayAfter(today, -2), owner: { name: 'Eli Park' } });
    expect((await profileOf(ids.salon)).followUp).toMatchObject({ nextStep: 'Chase the deposit', dueOn: dayAfter(today, -2) });
  });
});

describe('a logged call or meeting', () => {
  const log = (body: object) => as(staff.dana.cookie)('POST', `/api/admin/clients/${ids.salon}/activities`, body);

  it('goes into the timeline at the time it happened, with its outcome, notes and who logged it', async () => {
    const happenedAt = new Date(Date.now() - 3_600_000).toISOString();
    const body: LogActivityRequest = { kind: 'call', happenedAt, outcome: '  Wants a quote by Friday ', notes: 'Talked to the front desk' };
    const res = await log(body);
    expect(res.statusCode).toBe(200);
    const { timeline } = await profileOf(ids.salon);
    expect(timeline).toContainEqual({ kind: 'activity-logged', at: happenedAt, activityId: res.json().id, activity: 'call', outcome: 'Wants a quote by Friday', notes: 'Talked to the front desk', by: { kind: 'staff', name: 'Dana Reyes' } });
    expect(timeline.filter((event) => event.kind === 'admin-action' && event.action === 'business.activity-logged')).toEqual([]);
    const [audit] = await stack.t.query<{ n: number }>(`SELECT count(*)::int AS n FROM $schema.audit_events WHERE action = 'business.activity-logged' AND subject_id = $1`, [ids.salon]);
    expect(audit.n).toBe(1);
  });

  it('refuses one that has not happened yet, or without an outcome, field by field', async () => {
    const res = await log({ kind: 'meeting', happenedAt: new Date(Date.now() + 86_400_000).toISOString(), outcome: ' ' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(ErrorEnvelope.parse(res.json()).error.fields ?? {}).sort()).toEqual(['happenedAt', 'outcome']);
  });
});
