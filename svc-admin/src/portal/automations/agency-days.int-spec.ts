import { AutomationIngestTokenResponse, endpointPath, weeklySavingsHistory } from '@biz/contracts';
import { randomUUID } from 'node:crypto';
import { agencyToday } from '../../shared/agency-clock/agency-clock';
import { startAdminTestApp, type AdminTestApp } from '../../testing/admin-test-app';
import { AutomationRepository } from './automation.repository';

// The portal's days are the agency's (New York here), not UTC: a run reported at 03:00Z on Monday 30
// November 2026 is Sunday the 29th's at 22:00 in New York, in the week of Monday the 23rd. svc-admin on real
// Postgres, its clock set.
const NEW_YORK = 'America/New_York';
let clock = Date.parse('2026-11-30T04:00:00Z'); // Sunday 29 November, 23:00 in New York
let t: AdminTestApp;
let cookie: string;
beforeAll(async () => {
  t = await startAdminTestApp({ AGENCY_TIME_ZONE: NEW_YORK }, { now: () => clock });
  cookie = await t.adminCookie();
}, 60_000);
afterAll(() => t?.close());

/** A sprint's automation (no account needed), being built, at 6 minutes a run. */
async function automationInTesting(): Promise<string> {
  const [row] = await t.query<{ id: string }>(
    `WITH sprint AS (INSERT INTO $schema.sprint_orders (order_id, package, covers, submission_id, paid_at, due_at) VALUES ($1, 'starter', 1, $2, now(), now() + interval '1 day') RETURNING order_id)
     INSERT INTO $schema.automations (order_id, submission_id, workflow_id, title, description, status, estimated_weekly_hours, minutes_per_run, setup_cost, monthly_cost)
     SELECT order_id, $2, 'missed-call-text-back', 'Missed-Call Text-Back', 'Texts back', 'testing', 5, 6, 0, 0 FROM sprint RETURNING id`,
    [randomUUID(), randomUUID()],
  );
  return row.id;
}

it("counts the go-live day, the run days, runs today and this week, and the Monday weeks in the agency's zone", async () => {
  const id = await automationInTesting();
  const automations = t.app.get(AutomationRepository);

  // Going live without a go-live date at 23:00 on Sunday in New York: it went live on Sunday (UTC: Monday already).
  const live = await t.app.inject({ method: 'PATCH', url: `/api/admin/automations/${id}`, headers: { cookie }, payload: { status: 'live' } });
  expect(live.statusCode).toBe(200);
  expect((await automations.one(id))?.goLiveDate).toBe('2026-11-29');

  const issued = await t.app.inject({ method: 'POST', url: endpointPath('issueAutomationIngestToken', { id }), headers: { cookie }, payload: {} });
  const { token } = AutomationIngestTokenResponse.parse(issued.json());
  const reported = await t.app.inject({ method: 'POST', url: endpointPath('reportAutomationRuns', { id }), headers: { authorization: `Bearer ${token}` }, payload: { eventId: 'sunday-evening', at: '2026-11-30T03:00:00Z', count: 10 } });
  expect(reported.statusCode).toBe(200);

  // Monday 30 November, 10:00 in New York: the run was yesterday, last week; still within the last 7 days.
  clock = Date.parse('2026-11-30T15:00:00Z');
  const record = (await automations.one(id))!;
  expect(record.runDays).toEqual([{ day: '2026-11-29', runs: 10, unpricedRuns: 10, reportedMinutes: 0 }]);
  expect(record.reportedRuns).toEqual({ today: 0, thisWeek: 0 });
  expect(record).toMatchObject({ savingsBasis: 'measured', actualWeeklyTimeSaved: 1 });
  const today = agencyToday({ timeZone: NEW_YORK, now: () => clock });
  expect(weeklySavingsHistory([record], today, 2500)).toEqual([
    { weekStart: '2026-11-23', hours: 1, savingsCents: 2500 },
    { weekStart: '2026-11-30', hours: 0, savingsCents: 0 },
  ]);
});
