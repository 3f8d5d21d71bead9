import { ErrorEnvelope, FollowUp, MyDayResponse, StaffDirectoryResponse, SubmissionProfileResponse, type SetFollowUpRequest, type TaskRequest } from '@biz/contracts';
import { fromClientAddress } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { clientThrough } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';
import { todayIn } from '../../shared/agency-clock/agency-clock';
import { instantOf } from '../calls/call-times';
import { MorningDigestService } from './morning-digest.service';
import { dayBefore } from './whose-day';

// Owners, next steps and notes on the business record, "my day" for a staff member and for the team, and
// the morning digest: real svc-intake and svc-billing processes, the agency's clock set to a morning in New York.
const zone = 'America/New_York';
const today = todayIn(zone, Date.now());
let clock = instantOf(today, '09:00', zone).getTime();
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
// Sessions run on the same clock: each request signs in afresh, so a clock moved a day on finds a live session.
type Cookie = () => Promise<string>;
const staff: Record<'dana' | 'eli' | 'gone', { id: string; cookie: Cookie; email: string }> = {} as never;
const ids: Record<'fresh' | 'late' | 'elis' | 'old', string> = {} as never;

async function staffMember(name: string, removed = false) {
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 6)}@agency.example`;
  const [{ id }] = await stack.t.query<{ id: string }>(
    `INSERT INTO $schema.staff_accounts (email, name, role, password_hash, totp_secret, removed_at) VALUES ($1, $2, 'staff', 'x', 'x', $3) RETURNING id`,
    [email, name, removed ? new Date() : null],
  );
  return { id, email, cookie: () => stack.t.adminCookie({ accountId: id, role: 'staff' }) };
}

beforeAll(async () => {
  stack = await startAdminOnContexts({ AGENCY_TIME_ZONE: zone }, { now: () => clock });
  staff.dana = await staffMember('Dana Reyes');
  staff.eli = await staffMember('Eli Park');
  staff.gone = await staffMember('Gone Person', true);
  for (const [key, name] of [['fresh', 'Fresh Fitness'], ['late', 'Late Salon'], ['elis', 'Eli Dental'], ['old', 'Old Spa']] as const) {
    ids[key] = await clientThrough(stack.contexts, name, `${key}-${randomUUID().slice(0, 6)}@biz.example`, { order: 'none' });
  }
  // Old Spa came three days ago (written straight into svc-intake's schema): not new since yesterday.
  const db = new Client({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
  await db.connect();
  await db.query(`UPDATE "${stack.contexts.intakeSchema}".submissions SET created_at = $2 WHERE id = $1`, [ids.old, new Date(clock - 3 * 86_400_000)]).finally(() => db.end());
}, 60_000);
afterAll(() => stack?.close());

const bootstrap: Cookie = () => stack.t.adminCookie();
const as = (cookie: Cookie) => async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  stack.t.app.inject({ method, url, headers: { cookie: await cookie(), ...fromClientAddress('10.9.0.2') }, ...(payload ? { payload } : {}) });
const owner = () => as(bootstrap);
const setFollowUp = (id: string, body: SetFollowUpRequest, cookie = bootstrap) => as(cookie)('PUT', `/api/admin/clients/${id}/follow-up`, body);
/** The business's owner, and a task of theirs due on a day: what was its next step. */
async function plan(id: string, ownerStaffId: string, title: string, dueOn: string, cookie = bootstrap) {
  expect((await setFollowUp(id, { ownerStaffId }, cookie)).statusCode).toBe(200);
  const task: TaskRequest = { title, type: 'to-do', dueOn, ownerStaffId };
  expect((await as(cookie)('POST', `/api/admin/clients/${id}/tasks`, task)).statusCode).toBe(200);
}
const profileOf = async (id: string) => SubmissionProfileResponse.parse((await owner()('GET', `/api/admin/clients/${id}/profile`)).json());
const myDay = async (cookie: Cookie, scope?: 'team') => MyDayResponse.parse((await as(cookie)('GET', `/api/admin/my-day${scope ? `?scope=${scope}` : ''}`)).json());
const names = (list: MyDayResponse['dueToday']) => list.items.map((row) => row.businessName);

describe('who owns a business and what comes next', () => {
  it('lists the active team as owners to choose from', async () => {
    const { members } = StaffDirectoryResponse.parse((await owner()('GET', '/api/admin/staff')).json());
    expect(members.map((m) => m.name)).toEqual(['Dana Reyes', 'Eli Park']);
  });

  it('refuses a removed or unknown owner, field by field', async () => {
    const fieldsOf = async (body: object) => {
      const res = await owner()('PUT', `/api/admin/clients/${ids.fresh}/follow-up`, body);
      expect(res.statusCode).toBe(400);
      return Object.keys(ErrorEnvelope.parse(res.json()).error.fields ?? {});
    };
    expect(await fieldsOf({ ownerStaffId: staff.gone.id })).toEqual(['ownerStaffId']);
    expect(await fieldsOf({ ownerStaffId: randomUUID() })).toEqual(['ownerStaffId']);
    expect(await fieldsOf({})).toEqual(['ownerStaffId']);
    expect((await profileOf(ids.fresh)).followUp).toEqual({ owner: null, nextStep: null, dueOn: null });
  });

  it('keeps the owner and the next open task on the business record, with a timeline entry naming who set the owner', async () => {
    const res = await setFollowUp(ids.fresh, { ownerStaffId: staff.dana.id }, staff.dana.cookie);
    expect(res.statusCode).toBe(200);
    expect(FollowUp.parse(res.json())).toEqual({ owner: { id: staff.dana.id, name: 'Dana Reyes' }, nextStep: null, dueOn: null });
    await plan(ids.fresh, staff.dana.id, 'Send the quote', today, staff.dana.cookie);
    const profile = await profileOf(ids.fresh);
    expect(profile.followUp).toEqual({ owner: { id: staff.dana.id, name: 'Dana Reyes' }, nextStep: 'Send the quote', dueOn: today });
    expect(profile.timeline).toContainEqual(expect.objectContaining({ kind: 'follow-up-set', owner: 'Dana Reyes', nextStep: null, dueOn: null, by: { kind: 'staff', name: 'Dana Reyes' } }));
  });

  it('keeps notes as the plain text written, oldest first, each on the timeline with its author', async () => {
    expect((await owner()('POST', `/api/admin/clients/${ids.fresh}/notes`, { body: '   ' })).statusCode).toBe(400);
    const markup = '<script>alert(1)</script> prefers mornings';
    expect((await as(staff.dana.cookie)('POST', `/api/admin/clients/${ids.fresh}/notes`, { body: markup })).statusCode).toBe(200);
    expect((await owner()('POST', `/api/admin/clients/${ids.fresh}/notes`, { body: 'Budget: $500' })).statusCode).toBe(200);
    const { notes, timeline } = await profileOf(ids.fresh);
    expect(notes.map(({ body, by }) => ({ body, by }))).toEqual([
      { body: markup, by: { kind: 'staff', name: 'Dana Reyes' } },
      { body: 'Budget: $500', by: { kind: 'bootstrap-owner' } },
    ]);
    expect(timeline.filter((event) => event.kind === 'note')).toHaveLength(2);
  });
});

describe('my day', () => {
  beforeAll(async () => {
    await plan(ids.late, staff.dana.id, 'Chase the deposit', dayBefore(dayBefore(today)));
    await plan(ids.elis, staff.eli.id, 'Book the kickoff', today);
  });

  it("shows a staff member their own steps due today and overdue, and everyone's new businesses", async () => {
    const day = await myDay(staff.dana.cookie);
    expect(day).toMatchObject({ scope: 'mine', today, timeZone: zone });
    expect(names(day.dueToday)).toEqual(['Fresh Fitness']);
    expect(day.dueToday.items[0]).toMatchObject({ id: ids.fresh, stage: 'new', followUp: { nextStep: 'Send the quote', owner: { name: 'Dana Reyes' } } });
    expect(names(day.overdue)).toEqual(['Late Salon']);
    expect(day.newSinceYesterday.total).toBe(3);
    expect(names(day.newSinceYesterday).sort()).toEqual(['Eli Dental', 'Fresh Fitness', 'Late Salon']);
  });

  it('counts as new only the businesses still at New: one moved on, to Lost or Live, is not new any more', async () => {
    const moveTo = async (id: string, stage: 'lost' | 'new') => expect((await owner()('POST', `/api/admin/clients/${id}/stage`, { stage, reason: stage === 'lost' ? 'Went elsewhere' : undefined })).statusCode).toBe(200);
    await moveTo(ids.late, 'lost');
    try {
      const day = await myDay(staff.dana.cookie);
      expect(day.newSinceYesterday.total).toBe(2);
      expect(names(day.newSinceYesterday).sort()).toEqual(['Eli Dental', 'Fresh Fitness']);
    } finally {
      await moveTo(ids.late, 'new');
    }
  });

  it("shows the team's day when asked, and to the owner's bootstrap sign-in, who owns nothing", async () => {
    expect(names((await myDay(staff.dana.cookie, 'team')).dueToday).sort()).toEqual(['Eli Dental', 'Fresh Fitness']);
    const day = await myDay(bootstrap);
    expect(day.scope).toBe('team');
    expect(day.dueToday.total).toBe(2);
    expect(day.overdue.total).toBe(1);
  });

  it('turns today into overdue when the day ends in the agency zone', async () => {
    const saved = clock;
    clock = instantOf(today, '23:59', zone).getTime() + 60_000;
    try {
      const day = await myDay(staff.dana.cookie);
      expect(day.today).not.toBe(today);
      expect(names(day.dueToday)).toEqual([]);
      expect(names(day.overdue).sort()).toEqual(['Fresh Fitness', 'Late Salon']);
    } finally {
      clock = saved;
    }
  });
});

describe('the morning digest', () => {
  const digests = () => stack.t.query<{ to_address: string; subject: string; body: string }>(`SELECT to_address, subject, body FROM $schema.agency_emails WHERE subject LIKE 'Your day,%' ORDER BY to_address`);

  it('waits for the morning in the agency zone, then emails each owner their day once', async () => {
    const digest = stack.t.app.get(MorningDigestService);
    clock = instantOf(today, '07:30', zone).getTime();
    expect(await digest.sendDue()).toBe(0);
    clock = instantOf(today, '08:05', zone).getTime();
    expect(await digest.sendDue()).toBe(2);
    expect(await digest.sendDue()).toBe(0);
    const sent = await digests();
    expect(sent.map((email) => email.to_address).sort()).toEqual([staff.dana.email, staff.eli.email].sort());
    const dana = sent.find((email) => email.to_address === staff.dana.email);
    expect(dana?.subject).toBe(`Your day, ${today}: 2 steps due, 0 tickets waiting`);
    expect(dana?.body).toContain('Fresh Fitness (New): Send the quote');
    expect(dana?.body).toContain(`Late Salon (New): Chase the deposit, due ${dayBefore(dayBefore(today))}`);
    expect(dana?.body).toContain(`/admin?client=${ids.fresh}`);
    // The next day, the next digest.
    clock += 86_400_000;
    expect(await digest.sendDue()).toBe(2);
  });
});

describe('an erased business', () => {
  it('leaves no follow-up, no notes and no tasks', async () => {
    const { businessId } = (await profileOf(ids.late)).submission;
    expect((await owner()('POST', `/api/admin/clients/${ids.late}/notes`, { body: 'Moving away' })).statusCode).toBe(200);
    expect((await owner()('DELETE', `/api/admin/clients/${ids.late}`)).statusCode).toBe(200);
    const [{ n }] = await stack.t.query<{ n: number }>(
      'SELECT ((SELECT count(*) FROM $schema.business_follow_ups WHERE business_id = $1) + (SELECT count(*) FROM $schema.business_notes WHERE business_id = $1) + (SELECT count(*) FROM $schema.business_tasks WHERE business_id = $1))::int AS n',
      [businessId],
    );
    expect(n).toBe(0);
    expect(names((await myDay(staff.dana.cookie)).overdue)).not.toContain('Late Salon');
  });
});
