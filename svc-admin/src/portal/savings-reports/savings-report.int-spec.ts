import { AutomationIngestTokenResponse, ClientDashboardResponse, endpointPath, SubmissionProfileResponse, ErrorEnvelope, RETRY_AFTER_SECONDS, savingsCards, weeklySavingsHistory } from '@biz/contracts';
import { pdfText, startWorkerProcess, type WorkerProcess } from '@biz/server-kit/testing';
import { todayIn } from '../../shared/agency-clock/agency-clock';
import { confirmEmailOf, signUpClient } from '../../testing/account-emails';
import { clientThrough } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';

// The Support tab's reports: svc-admin in process on real svc-intake and svc-billing, and the real compiled
// worker, which renders the PDF.
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
let worker: WorkerProcess | undefined;
let cookie: string;
/** The submission of the business whose client downloads the reports. */
let businessId: string;
/** Another client of the agency, with the same automation: what the first client's hour value must not change. */
let otherCookie: string;
// The savings' days are the agency's.
const zone = 'America/New_York';
const today = todayIn(zone, Date.now());
const goLive = new Date(Date.parse(today) - 14 * 86_400_000).toISOString().slice(0, 10);
beforeAll(async () => {
  stack = await startAdminOnContexts({ DOCUMENT_DEADLINE_MS: '5000', CLIENT_AUTH_RATE_LIMIT_PER_MINUTE: '1000', AGENCY_TIME_ZONE: zone });
  // A business whose name a spreadsheet would run, with one automation live for 7.5 h a week for two weeks.
  const name = '=HYPERLINK("https://evil.example") Spa';
  businessId = await clientThrough(stack.contexts, name, 'owner@report-spa.example', { select: 2, order: 'none' });
  cookie = await signUpClient(stack.t, { email: 'owner@report-spa.example', businessName: name });
  // Confirmed before the worker starts: it would send the email and take the link off the queue.
  await confirmEmailOf(stack.t, 'owner@report-spa.example');
  const otherId = await clientThrough(stack.contexts, 'Other Spa', 'owner@other-spa.example', { select: 2, order: 'none' });
  otherCookie = await signUpClient(stack.t, { email: 'owner@other-spa.example', businessName: 'Other Spa' });
  await confirmEmailOf(stack.t, 'owner@other-spa.example');
  worker = await startWorkerProcess({ QUEUE_PREFIX: stack.contexts.queuePrefix });
  const profile = SubmissionProfileResponse.parse((await stack.t.app.inject({ method: 'GET', url: `/api/admin/clients/${businessId}/profile`, headers: { cookie: stack.cookie } })).json());
  const other = SubmissionProfileResponse.parse((await stack.t.app.inject({ method: 'GET', url: `/api/admin/clients/${otherId}/profile`, headers: { cookie: stack.cookie } })).json());
  for (const automation of [profile.automations[0], other.automations[0]]) {
    await stack.t.app.inject({ method: 'PATCH', url: `/api/admin/automations/${automation.id}`, headers: { cookie: stack.cookie }, payload: { status: 'live', goLiveDate: goLive, estimatedWeeklyTimeSaved: 7.5 } });
  }
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await stack?.close();
});

const report = (format: 'csv' | 'pdf', as = cookie) => stack.t.app.inject({ method: 'GET', url: `/api/client/reports/savings.${format}`, headers: { cookie: as } });
const dashboardOf = async (as: string) => ClientDashboardResponse.parse((await stack.t.app.inject({ method: 'GET', url: endpointPath('clientDashboard'), headers: { cookie: as } })).json());
const recordOf = async () => SubmissionProfileResponse.parse((await stack.t.app.inject({ method: 'GET', url: `/api/admin/clients/${businessId}/profile`, headers: { cookie: stack.cookie } })).json());

it('downloads the savings as one CSV table behind the BOM: a row per automation, measured or estimated, and the live total', async () => {
  const res = await report('csv');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe('attachment; filename="hyperlink-https-evil-example-spa-savings-report.csv"');
  const lines = res.body.split('\r\n');
  expect(lines[0]).toBe('\uFEFF"Automation","Status","Go-live date","Hours a week","Basis","Saved a week (USD)"');
  expect(lines.slice(1, -3)).toHaveLength(2);
  expect(lines.some((l) => l.endsWith(`,"Live & Running","${goLive}","7.5","estimated","187.50"`))).toBe(true);
  // The selection's other automation was chosen, not bought: proposed (issue 46).
  expect(lines.some((l) => /^"[^"]+","Proposed","","\d+(\.\d+)?","estimated","0.00"$/.test(l))).toBe(true);
  expect(lines.slice(-3)).toEqual(['"Total (live automations)","","","7.5","","187.50"', '"Value of a saved hour","","","","our standard rate","25.00"', '']);
});

it("counts a run report in the portal's Weekly Savings, the CSV and the PDF, and none of them once the agency voids it; the client is told", async () => {
  const profile = SubmissionProfileResponse.parse((await stack.t.app.inject({ method: 'GET', url: `/api/admin/clients/${businessId}/profile`, headers: { cookie: stack.cookie } })).json());
  const { id } = profile.automations.find((automation) => automation.status === 'live')!;
  const issued = await stack.t.app.inject({ method: 'POST', url: endpointPath('issueAutomationIngestToken', { id }), headers: { cookie: stack.cookie }, payload: {} });
  const { token } = AutomationIngestTokenResponse.parse(issued.json());
  // Ten runs that saved an hour each: measured, 10 h this week instead of the estimated 7.5.
  const runs = { eventId: 'platform-event-1', at: new Date().toISOString(), count: 10, minutesSaved: 600 };
  expect((await stack.t.app.inject({ method: 'POST', url: endpointPath('reportAutomationRuns', { id }), headers: { authorization: `Bearer ${token}` }, payload: runs })).statusCode).toBe(200);
  const figures = async () => {
    const dashboard = ClientDashboardResponse.parse((await stack.t.app.inject({ method: 'GET', url: endpointPath('clientDashboard'), headers: { cookie } })).json());
    const csv = (await report('csv')).body;
    const { pageTexts } = await pdfText((await report('pdf')).rawPayload);
    return { weekly: dashboard.totalWeeklySavings, csv: csv.split('\r\n').at(-3), pdf: pageTexts[0], notices: dashboard.notifications.map((n) => n.title) };
  };
  const measured = await figures();
  expect(measured.weekly).toBe(25000);
  expect(measured.csv).toBe('"Total (live automations)","","","10","","250.00"');
  expect(measured.pdf).toContain('$250.00');

  const voided = await stack.t.app.inject({ method: 'POST', url: endpointPath('voidAutomationRunReport', { id }), headers: { cookie: stack.cookie }, payload: { eventId: runs.eventId, reason: 'A test run of the platform' } });
  expect(voided.statusCode).toBe(200);
  const after = await figures();
  expect(after.weekly).toBe(18750);
  expect(after.csv).toBe('"Total (live automations)","","","7.5","","187.50"');
  expect(after.pdf).toContain('$187.50');
  expect(after.pdf).not.toContain('$250.00');
  expect(after.notices).toContain('Savings corrected');
}, 30_000);

it("values one client's saved hour at the $60 the agency sets: its cards, chart weeks, CSV and PDF change, another client's do not", async () => {
  const setHourValue = (id: string, hourValueCents: unknown) =>
    stack.t.app.inject({ method: 'PUT', url: endpointPath('setClientHourValue', { id }), headers: { cookie: stack.cookie }, payload: { hourValueCents } });
  const { account } = await recordOf();
  expect(account!.hourValue).toEqual({ cents: 2500, setFor: 'agency-default' });
  const otherBefore = await dashboardOf(otherCookie);

  const set = await setHourValue(account!.id, 6000);
  expect(set.statusCode).toBe(200);
  expect(set.json()).toEqual({ cents: 6000, setFor: 'client' });
  const dashboard = await dashboardOf(cookie);
  expect(dashboard.hourValue).toEqual({ cents: 6000, setFor: 'client' });
  // 7.5 h a week at $60: $450 a week, and each week of the chart at the same rate.
  expect(dashboard.totalWeeklySavings).toBe(45000);
  expect(dashboard.savingsHistory.every((week) => week.savingsCents === Math.round(week.hours * 6000))).toBe(true);
  expect(savingsCards(dashboard)[2].hint).toBe('Given back by your live automations, valued at $60 an hour, set for your business');
  const csv = (await report('csv')).body.split('\r\n');
  expect(csv.slice(-3, -1)).toEqual(['"Total (live automations)","","","7.5","","450.00"', '"Value of a saved hour","","","","set for your business","60.00"']);
  const pdf = (await pdfText((await report('pdf')).rawPayload)).pageTexts.join('\n');
  expect(pdf).toContain('$450.00');
  expect(pdf).toContain('valued at $60 an hour, set for your business');

  const other = await dashboardOf(otherCookie);
  expect(other).toMatchObject({ hourValue: { cents: 2500, setFor: 'agency-default' }, totalWeeklySavings: 18750, savingsHistory: otherBefore.savingsHistory });
  expect((await report('csv', otherCookie)).body).toContain('"Total (live automations)","","","7.5","","187.50"');

  const timeline = (await recordOf()).timeline.filter((event) => event.kind === 'admin-action' && event.action === 'account.hour-value-set');
  expect(timeline).toHaveLength(1);

  // Out of bounds, or an account that is not there: refused, and nothing changes.
  for (const bad of [99, 100_001, 25.5, '60']) {
    const refused = await setHourValue(account!.id, bad);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(ErrorEnvelope.parse(refused.json()).error.fields ?? {})).toEqual(['hourValueCents']);
  }
  const unknown = await setHourValue('00000000-0000-4000-8000-000000000000', 6000);
  expect(unknown.statusCode).toBe(404);
  expect(ErrorEnvelope.parse(unknown.json()).error.code).toBe('ClientAccountNotFound');
  expect((await dashboardOf(cookie)).totalWeeklySavings).toBe(45000);

  // Back to the agency's default.
  expect((await setHourValue(account!.id, null)).json()).toEqual({ cents: 2500, setFor: 'agency-default' });
  expect((await dashboardOf(cookie)).totalWeeklySavings).toBe(18750);
}, 30_000);

it('downloads the savings as a PDF the worker renders, and answers 503 with Retry-After while no worker runs', async () => {
  const res = await report('pdf');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toBe('attachment; filename="hyperlink-https-evil-example-spa-savings-report.pdf"');
  const { pageTexts } = await pdfText(res.rawPayload);
  expect(pageTexts[0]).toContain('$187.50');
  expect(pageTexts[0]).toContain('=HYPERLINK("https://evil.example") Spa');
  // The totals and the weeks are the PDF's: live for 15 days at an estimated 7.5 h a week, credited pro rata
  // from the go-live day to today, and the Weekly Savings card's hint.
  const weeks = weeklySavingsHistory([{ status: 'live', goLiveDate: goLive, estimatedWeeklyTimeSaved: 7.5, minutesPerRun: null, runDays: [] }], today, 2500);
  expect(weeks).toHaveLength(3);
  const [weeklySavings] = savingsCards({ totalWeeklySavings: 18750, totalMonthlySavings: 81250, totalTimesSaved: 7.5, liveAutomations: 1, automations: [{ status: 'live', savingsBasis: 'estimated' }], savingsHistory: weeks, hourValue: { cents: 2500, setFor: 'agency-default' } });
  expect(weeklySavings.hint).toMatch(/^A week at the estimate · /);
  const text = pageTexts.join('\n');
  for (const part of ['$812.50', `Weekly savings: ${weeklySavings.hint}`, 'Saved week by week']) expect(text).toContain(part);

  await worker?.stop();
  worker = undefined;
  const down = await report('pdf');
  expect(down.statusCode).toBe(503);
  expect(down.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  expect(ErrorEnvelope.parse(down.json()).error.code).toBe('DocumentUnavailable');
}, 30_000);

it('refuses the reports without a client session', async () => {
  expect((await stack.t.app.inject({ method: 'GET', url: '/api/client/reports/savings.csv' })).statusCode).toBe(401);
  expect((await stack.t.app.inject({ method: 'GET', url: '/api/client/reports/savings.csv', headers: { cookie: stack.cookie } })).statusCode).toBe(403);
});
