import { AutomationIngestTokenResponse, AutomationRunReportResponse, AutomationRunReportsResponse, DEFAULT_RUN_MINUTES_CEILING, VoidRunReportResponse, endpointPath, ErrorEnvelope, RunReportMessage, runMinutesAboveCeiling, ServerMessage } from '@biz/contracts';
import { fromClientAddress } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { AgencyNotifier } from '../../shared/agency-notices/agency-notifier';
import { AutomationRepository } from '../automations/automation.repository';
import { startAdminTestApp, type AdminTestApp } from '../../testing/admin-test-app';
import { holdableClock } from '../../testing/holdable-clock';

// The ingest endpoint, as an automation platform calls it (a curl with the token): svc-admin on real
// Postgres and Redis, the limit at 1,000 reports per token per minute.
const LIMIT = 1000;
let t: AdminTestApp;
let adminCookie: string;
// The limits count in fixed minutes: a test counting against one holds the clock still.
const clock = holdableClock();
beforeAll(async () => {
  t = await startAdminTestApp({ AUTOMATION_RUNS_RATE_LIMIT_PER_MINUTE: String(LIMIT) }, { now: clock.now });
  adminCookie = await t.adminCookie();
}, 60_000);
afterAll(() => t?.close());

/** A live automation of a business (a paid sprint's, so no account is needed): its id and its business's submission id. */
async function liveAutomation(): Promise<{ id: string; submissionId: string }> {
  const submissionId = randomUUID();
  const [row] = await t.query<{ id: string }>(
    `WITH sprint AS (INSERT INTO $schema.sprint_orders (order_id, package, covers, submission_id, paid_at, due_at) VALUES ($1, 'starter', 1, $2, now(), now() + interval '1 day') RETURNING order_id)
     INSERT INTO $schema.automations (order_id, submission_id, workflow_id, title, description, status, estimated_weekly_hours, setup_cost, monthly_cost, go_live_date)
     SELECT order_id, $2, 'missed-call-text-back', 'Missed-Call Text-Back', 'Texts back', 'live', 5, 0, 0, '2026-01-05' FROM sprint RETURNING id`,
    [randomUUID(), submissionId],
  );
  return { id: row.id, submissionId };
}

const issueToken = async (id: string) => {
  const res = await t.app.inject({ method: 'POST', url: endpointPath('issueAutomationIngestToken', { id }), headers: { cookie: adminCookie }, payload: {} });
  expect(res.statusCode).toBe(200);
  return AutomationIngestTokenResponse.parse(res.json()).token;
};
const report = (id: string, token: string | null, payload: unknown, from = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: endpointPath('reportAutomationRuns', { id }), headers: { ...fromClientAddress(from), ...(token === null ? {} : { authorization: `Bearer ${token}` }) }, payload: payload as object });
const runsOf = async (id: string) => Number((await t.query<{ runs: string | null }>('SELECT sum(count) AS runs FROM $schema.automation_runs WHERE automation_id = $1', [id]))[0].runs ?? 0);
const event = (count = 1) => ({ eventId: randomUUID(), at: new Date().toISOString(), count });

it('counts a report made with the token, and the same event id twice (even at once) only once', async () => {
  const { id, submissionId } = await liveAutomation();
  const token = await issueToken(id);
  const once = event(3);
  const first = await report(id, token, once);
  expect(first.statusCode).toBe(200);
  expect(AutomationRunReportResponse.parse(first.json())).toEqual({ counted: true });
  const again = await Promise.all([report(id, token, once), report(id, token, { ...once, count: 50 })]);
  expect(again.map((res) => res.json())).toEqual([{ counted: false }, { counted: false }]);
  expect(await runsOf(id)).toBe(3);
  // Concurrent firsts of a new event: one counts.
  const twin = event(2);
  const racing = await Promise.all(Array.from({ length: 8 }, () => report(id, token, twin)));
  expect(racing.filter((res) => res.json<{ counted: boolean }>().counted)).toHaveLength(1);
  expect(await runsOf(id)).toBe(5);
  // The business's timeline says once that it first reported runs.
  const firsts = await t.query<{ n: string }>(`SELECT count(*) AS n FROM $schema.audit_events WHERE action = 'automation.first-run' AND subject_id = $1`, [submissionId]);
  expect(Number(firsts[0].n)).toBe(1);
});

it('answers 401 to no token, a wrong one, another automation\'s, and the one before a rotation; nothing is counted', async () => {
  const { id } = await liveAutomation();
  const other = await liveAutomation();
  const old = await issueToken(id);
  const otherToken = await issueToken(other.id);
  const current = await issueToken(id);
  for (const token of [null, 'ba_run_not-a-token', otherToken, old]) {
    const res = await report(id, token, event());
    expect(res.statusCode).toBe(401);
    expect(ErrorEnvelope.parse(res.json()).error.code).toBe('IngestTokenInvalid');
  }
  expect((await report(randomUUID(), current, event())).statusCode).toBe(401);
  expect(await runsOf(id)).toBe(0);
  expect((await report(id, current, event())).statusCode).toBe(200);
});

it('answers 400 with field errors to a malformed body, and counts nothing', async () => {
  const { id } = await liveAutomation();
  const token = await issueToken(id);
  for (const body of [{}, { eventId: '', at: 'yesterday', count: 0 }, { ...event(), count: 1.5 }, { ...event(), minutesSaved: -1 }, { ...event(), extra: true }, []]) {
    const res = await report(id, token, body);
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(res.json()).error.code).toBe('ValidationFailed');
  }
  const res = await report(id, token, { eventId: '', at: 'yesterday', count: 0 });
  expect(Object.keys(ErrorEnvelope.parse(res.json()).error.fields ?? {}).sort()).toEqual(['at', 'count', 'eventId']);
  expect(await runsOf(id)).toBe(0);
});

it('counts all of 1,000 reports sent in one burst, and answers 429 with Retry-After beyond the limit', () => clock.heldStill(async () => {
  const { id } = await liveAutomation();
  const token = await issueToken(id);
  const answers = await Promise.all(Array.from({ length: LIMIT }, () => report(id, token, event())));
  expect(answers.map((res) => res.statusCode).filter((status) => status !== 200)).toEqual([]);
  expect(await runsOf(id)).toBe(LIMIT);
  const beyond = await report(id, token, event());
  expect(beyond.statusCode).toBe(429);
  expect(Number(beyond.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(await runsOf(id)).toBe(LIMIT);
  // A new token is a new budget (the limit is per token), and the old one is dead at once.
  const rotated = await issueToken(id);
  expect((await report(id, rotated, event())).statusCode).toBe(200);
  expect((await report(id, token, event())).statusCode).toBe(401);
}), 120_000);

it("counts runs only within the automation's life: not before its go-live day, not ahead of now, not for one that is not live", async () => {
  const { id } = await liveAutomation();
  const token = await issueToken(id);
  const at = (when: string) => ({ eventId: randomUUID(), at: when, count: 1 });
  const fieldsOf = async (when: string) => ErrorEnvelope.parse((await report(id, token, at(when))).json()).error.fields;
  // Live since 5 January 2026 in the agency's zone.
  expect(await fieldsOf('2026-01-04T12:00:00Z')).toEqual({ at: [RunReportMessage.beforeGoLive('2026-01-05')] });
  expect(await fieldsOf('1970-01-01T00:00:00Z')).toEqual({ at: [RunReportMessage.beforeGoLive('2026-01-05')] });
  expect(await fieldsOf('2020-06-01T12:00:00Z')).toEqual({ at: [RunReportMessage.beforeGoLive('2026-01-05')] });
  expect(await fieldsOf(new Date(Date.now() + 10 * 60_000).toISOString())).toEqual({ at: [RunReportMessage.inTheFuture] });
  expect(await fieldsOf('2099-01-01T00:00:00Z')).toEqual({ at: [RunReportMessage.inTheFuture] });
  expect(await runsOf(id)).toBe(0);
  expect((await report(id, token, at('2026-01-05T17:00:00Z'))).statusCode).toBe(200);
  expect((await report(id, token, at(new Date(Date.now() + 60_000).toISOString()))).statusCode).toBe(200);
  expect(await runsOf(id)).toBe(2);

  await t.query(`UPDATE $schema.automations SET status = 'in_progress', go_live_date = NULL WHERE id = $1`, [id]);
  expect(await fieldsOf(new Date().toISOString())).toEqual({ at: [RunReportMessage.notLive] });
});

it('answers 429 once an address has sent 10 reports with a bad token in a minute; a right token from another address still counts', () => clock.heldStill(async () => {
  const { id } = await liveAutomation();
  const token = await issueToken(id);
  const guesses = [];
  for (let i = 0; i < 12; i++) guesses.push((await report(id, `ba_run_guess-${i}`, event(), '198.51.100.7')).statusCode);
  expect(guesses).toEqual([...Array(10).fill(401), 429, 429]);
  const refused = await report(id, 'ba_run_guess-last', event(), '198.51.100.7');
  expect(ErrorEnvelope.parse(refused.json()).error.message).toBe(ServerMessage.tooManyBadRunTokens);
  expect((await report(id, token, event(), '198.51.100.8')).statusCode).toBe(200);
}));

describe('the minutes a report may claim', () => {
  // A day well inside the automation's life, the same calendar day in any of the agency's zones.
  const DAY = '2026-03-10';
  const on = (hour: number, counts: { count: number; minutesSaved?: number }, eventId: string = randomUUID()) => ({ eventId, at: `${DAY}T${String(hour).padStart(2, '0')}:00:00Z`, ...counts });
  const refusal = async (res: Awaited<ReturnType<typeof report>>) => {
    expect(res.statusCode).toBe(400);
    return ErrorEnvelope.parse(res.json()).error.fields;
  };
  const minutesOf = async (id: string) => Number((await t.query<{ minutes: string | null }>('SELECT sum(minutes_saved) AS minutes FROM $schema.automation_runs WHERE automation_id = $1', [id]))[0].minutes ?? 0);
  const patch = (id: string, payload: object) => t.app.inject({ method: 'PATCH', url: endpointPath('updateAutomation', { id }), headers: { cookie: adminCookie }, payload });

  it('refuses 600,000 minutes for one run (above the ceiling of 60 a run), counts nothing, and tells the agency', async () => {
    const { id, submissionId } = await liveAutomation();
    const token = await issueToken(id);
    const tell = jest.spyOn(t.app.get(AgencyNotifier), 'tell');
    expect(await refusal(await report(id, token, on(15, { count: 1, minutesSaved: 600_000 })))).toEqual({ minutesSaved: [RunReportMessage.overRunCeiling(DEFAULT_RUN_MINUTES_CEILING)] });
    expect(await refusal(await report(id, token, on(15, { count: 10, minutesSaved: 601 })))).toEqual({ minutesSaved: [RunReportMessage.overRunCeiling(DEFAULT_RUN_MINUTES_CEILING)] });
    expect(await runsOf(id)).toBe(0);
    expect(tell).toHaveBeenCalledWith(expect.objectContaining({ event: 'run-report-refused', recordId: submissionId }));
    tell.mockRestore();
    // At the ceiling is fine.
    expect((await report(id, token, on(15, { count: 10, minutesSaved: 600 }))).statusCode).toBe(200);
  });

  it('holds an automation to 24 hours saved on one agency day; a repeat of a counted report still answers counted false', async () => {
    const { id } = await liveAutomation();
    const token = await issueToken(id);
    const first = on(9, { count: 100, minutesSaved: 1000 });
    expect((await report(id, token, first)).statusCode).toBe(200);
    expect(await refusal(await report(id, token, on(16, { count: 100, minutesSaved: 441 })))).toEqual({ minutesSaved: [RunReportMessage.overDay(DAY, 440)] });
    expect((await report(id, token, first)).json()).toEqual({ counted: false });
    expect((await report(id, token, on(16, { count: 100, minutesSaved: 440 }))).statusCode).toBe(200);
    expect(await refusal(await report(id, token, on(17, { count: 1, minutesSaved: 1 })))).toEqual({ minutesSaved: [RunReportMessage.overDay(DAY, 0)] });
    // The next day has its own 24 hours.
    expect((await report(id, token, { ...on(15, { count: 100, minutesSaved: 1440 }), at: '2026-03-11T15:00:00Z' })).statusCode).toBe(200);
    expect(await minutesOf(id)).toBe(2880);
  });

  it("prices runs without minutes at the agency's minutes per run against the day, and keeps those minutes within the ceiling", async () => {
    const { id } = await liveAutomation();
    const token = await issueToken(id);
    expect(ErrorEnvelope.parse((await patch(id, { minutesPerRun: 90 })).json()).error.fields).toEqual({ minutesPerRun: [runMinutesAboveCeiling(DEFAULT_RUN_MINUTES_CEILING)] });
    const raised = await patch(id, { runMinutesCeiling: 120, minutesPerRun: 90 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({ minutesPerRun: 90, runMinutesCeiling: 120 });
    expect((await patch(id, { runMinutesCeiling: 60 })).statusCode).toBe(400);
    // 16 runs at 90 minutes are 1,440: the day is full.
    expect((await report(id, token, on(10, { count: 16 }))).statusCode).toBe(200);
    expect(await refusal(await report(id, token, on(11, { count: 1 })))).toEqual({ count: [RunReportMessage.overDay(DAY, 0)] });
    // A report's own minutes may now reach 120 a run.
    expect((await report(id, token, { ...on(10, { count: 1, minutesSaved: 120 }), at: '2026-03-12T10:00:00Z' })).statusCode).toBe(200);
  });
});

describe('the run reports on the record, and voiding one', () => {
  const list = (id: string) => t.app.inject({ method: 'GET', url: endpointPath('automationRunReports', { id }), headers: { cookie: adminCookie } });
  const voidReport = (id: string, payload: unknown) => t.app.inject({ method: 'POST', url: endpointPath('voidAutomationRunReport', { id }), headers: { cookie: adminCookie }, payload: payload as object });
  const weeklyHoursOf = async (id: string) => (await t.app.get(AutomationRepository).one(id))!.actualWeeklyTimeSaved;
  const voidsOf = async (submissionId: string) => Number((await t.query<{ n: string }>(`SELECT count(*) AS n FROM $schema.audit_events WHERE action = 'automation.run-voided' AND subject_id = $1`, [submissionId]))[0].n);

  it('lists the newest first; a voided report stays listed, counts for nothing, is audited once, and a repeat of it stays void', async () => {
    const { id, submissionId } = await liveAutomation();
    const token = await issueToken(id);
    const good = event(3);
    const bad = { ...event(2), minutesSaved: 90 };
    expect((await report(id, token, good)).statusCode).toBe(200);
    expect((await report(id, token, bad)).statusCode).toBe(200);
    expect(await weeklyHoursOf(id)).toBe(1.5);
    const listed = AutomationRunReportsResponse.parse((await list(id)).json());
    expect(listed.total).toBe(2);
    expect(listed.reports.map(({ eventId, count, minutesSaved, voided }) => ({ eventId, count, minutesSaved, voided }))).toEqual([
      { eventId: bad.eventId, count: 2, minutesSaved: 90, voided: null },
      { eventId: good.eventId, count: 3, minutesSaved: null, voided: null },
    ]);

    const voided = await voidReport(id, { eventId: bad.eventId, reason: 'The platform counted a test run' });
    expect(voided.statusCode).toBe(200);
    expect(VoidRunReportResponse.parse(voided.json()).voided).toMatchObject({ reason: 'The platform counted a test run' });
    // Measured still (the good report has runs), now from the good report alone: no minutes.
    expect(await weeklyHoursOf(id)).toBe(0);
    expect(AutomationRunReportsResponse.parse((await list(id)).json()).reports[0].voided).not.toBeNull();
    expect(await voidsOf(submissionId)).toBe(1);

    // Again: the first void stands, and nothing more is written.
    const again = await voidReport(id, { eventId: bad.eventId, reason: 'Twice' });
    expect(VoidRunReportResponse.parse(again.json()).voided?.reason).toBe('The platform counted a test run');
    expect(await voidsOf(submissionId)).toBe(1);
    // The platform sending it again counts nothing: its event id is taken.
    expect((await report(id, token, bad)).json()).toEqual({ counted: false });
    expect(await weeklyHoursOf(id)).toBe(0);
  });

  it('answers 404 for a report or an automation that does not exist, and 400 without a reason', async () => {
    const { id } = await liveAutomation();
    const notFound = async (res: Awaited<ReturnType<typeof list>>) => (expect(res.statusCode).toBe(404), ErrorEnvelope.parse(res.json()).error.code);
    expect(await notFound(await voidReport(id, { eventId: 'no-such-report', reason: 'Wrong' }))).toBe('RunReportNotFound');
    expect(await notFound(await voidReport(randomUUID(), { eventId: 'x', reason: 'Wrong' }))).toBe('AutomationNotFound');
    expect(await notFound(await list(randomUUID()))).toBe('AutomationNotFound');
    const blank = await voidReport(id, { eventId: 'x', reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(ErrorEnvelope.parse(blank.json()).error.fields ?? {})).toEqual(['reason']);
  });
});
