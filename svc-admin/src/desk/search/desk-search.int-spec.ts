import { BusinessIntakeResponse, DeskSearchResponse, type DeskSearchKind } from '@biz/contracts';
import { startAdminOnContexts, type ContextProcesses } from '../../testing/context-processes';
import type { AdminTestApp } from '../../testing/admin-test-app';

// One search across the desk: real svc-intake and svc-billing processes, the desk's and the portal's tables in svc-admin's schema.
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
let contexts: ContextProcesses;
let t: AdminTestApp;
let cookie: string;
const ids: Record<string, { submissionId: string; businessId: string }> = {};

async function business(businessName: string, contactEmail: string) {
  const { client } = BusinessIntakeResponse.parse(await contexts.post(`${contexts.intakeUrl}/api/business-intake`, { businessName, contactEmail, industry: 'dental', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] }));
  const [{ business_id }] = await t.query<{ business_id: string }>(`SELECT business_id FROM "${contexts.intakeSchema}".submissions WHERE id = $1`, [client.id]);
  ids[businessName] = { submissionId: client.id, businessId: business_id };
}

const searchOf = (q: string) => t.app.inject({ method: 'GET', url: `/api/admin/search?${new URLSearchParams({ q })}`, headers: { cookie } });
async function search(q: string) {
  const res = await searchOf(q);
  expect(res.statusCode).toBe(200);
  return DeskSearchResponse.parse(res.json()).groups;
}
const titlesOf = (groups: DeskSearchResponse['groups'], kind: DeskSearchKind) => groups.find((g) => g.kind === kind)?.hits.map((h) => h.title);

beforeAll(async () => {
  stack = await startAdminOnContexts();
  ({ contexts, t, cookie } = stack);
  await business('Glow Med Spa', 'front@glowmed.example');
  await business('Iron Gym', 'coach@iron.example');
  await contexts.post(`${contexts.billingUrl}/api/create-payment-intent`, {
    package: 'starter',
    lead: { businessName: 'Iron Gym', contactEmail: 'Coach@iron.example', contactPhone: '(555) 867-5309', industry: 'Beauty/Wellness', businessType: 'Small Business (2-10 employees)', currentRevenue: '$100k - $500k/year', mainGoals: 'More members', timeline: 'ASAP (This week)' },
  });
  const glow = ids['Glow Med Spa'];
  await t.query(`INSERT INTO $schema.business_notes (business_id, body) VALUES ($1, 'Owner prefers Tuesday mornings; ask about the chiropractor referral'), ($1, 'Sent the pricing sheet')`, [glow.businessId]);
  await t.query(`INSERT INTO $schema.agency_emails (submission_id, to_address, subject, body) VALUES ($1, 'front@glowmed.example', 'Your automation plan', 'We can automate the waitlist and the recall reminders.')`, [glow.submissionId]);
  await t.query(
    `INSERT INTO $schema.calls (submission_id, call_type, duration_minutes, starts_at, ends_at, scheduled_date, scheduled_time, time_zone, meeting_link, agenda)
     VALUES ($1, 'video', 30, '2026-12-01T15:00:00Z', '2026-12-01T15:30:00Z', '2026-12-01', '10:00', 'America/New_York', 'https://meet.example/x', 'Walk through the recall reminders')`,
    [glow.submissionId],
  );
  await t.query(`INSERT INTO $schema.onboarding_answers (submission_id, form, answers, via) VALUES ($1, '{}', '{"q1": "We use Dentrix for scheduling", "q2": true}', 'link')`, [glow.submissionId]);
  const [account] = await t.query<{ id: string }>(`INSERT INTO $schema.client_accounts (email, password_hash, business_name) VALUES ('coach@iron.example', 'x', 'Iron Gym') RETURNING id`);
  const [ticket] = await t.query<{ id: string }>(`INSERT INTO $schema.support_tickets (account_id, subject) VALUES ($1, 'Booking bot is quiet') RETURNING id`, [account.id]);
  await t.query(`INSERT INTO $schema.support_messages (ticket_id, author, body) VALUES ($1, 'client', 'No bookings came through the recall reminders since Monday.')`, [ticket.id]);
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

describe('GET /api/admin/search', () => {
  it('finds a business by name, each hit opening its record', async () => {
    const groups = await search('glow');
    expect(groups.map((g) => g.kind)).toEqual(['business', 'ticket', 'email', 'note', 'call', 'onboarding']);
    expect(groups[0]).toEqual({ kind: 'business', available: true, partial: false, hits: [{ kind: 'business', id: ids['Glow Med Spa'].businessId, recordId: ids['Glow Med Spa'].businessId, businessName: 'Glow Med Spa', title: 'Glow Med Spa', snippet: 'front@glowmed.example', at: null }] });
  });

  it('finds a business by its phone, written with other punctuation than the lead gave it', async () => {
    const groups = await search('555.867.5309');
    expect(groups[0]).toMatchObject({ available: true, partial: false, hits: [{ title: 'Iron Gym', recordId: ids['Iron Gym'].businessId, snippet: 'Phone (555) 867-5309' }] });
  });

  it('finds the words of notes, emails, calls, onboarding answers and tickets as they are typed, each in its group and business', async () => {
    const groups = await search('recall remind');
    expect(titlesOf(groups, 'email')).toEqual(['Your automation plan (to front@glowmed.example)']);
    expect(titlesOf(groups, 'call')).toEqual(['Video call on 2026-12-01 at 10:00']);
    expect(titlesOf(groups, 'ticket')).toEqual(['Booking bot is quiet']);
    expect(groups.find((g) => g.kind === 'ticket')?.hits[0]).toMatchObject({ recordId: ids['Iron Gym'].businessId, businessName: 'Iron Gym', snippet: expect.stringContaining('recall reminders') });
    // Found under a submission, each opens its business's own address, named.
    for (const kind of ['email', 'call'] as const) expect(groups.find((g) => g.kind === kind)?.hits[0]).toMatchObject({ recordId: ids['Glow Med Spa'].businessId, businessName: 'Glow Med Spa' });
    expect(titlesOf(groups, 'note')).toEqual([]);
    const chiro = await search('chiropr');
    expect(chiro.find((g) => g.kind === 'note')?.hits).toEqual([expect.objectContaining({ recordId: ids['Glow Med Spa'].businessId, businessName: 'Glow Med Spa', snippet: expect.stringContaining('chiropractor referral') })]);
    const dentrix = await search('dentrix');
    expect(dentrix.find((g) => g.kind === 'onboarding')?.hits).toEqual([expect.objectContaining({ recordId: ids['Glow Med Spa'].businessId, businessName: 'Glow Med Spa', snippet: 'We use Dentrix for scheduling' })]);
  });

  it("answers a word's newest notes, whether it is in many of the newest or only in an old one", async () => {
    const business = ids['Iron Gym'].businessId;
    await t.query(
      `INSERT INTO $schema.business_notes (business_id, body, created_at)
       SELECT $1, 'Weekly check-in number ' || n, now() - n * interval '1 minute' FROM generate_series(1, 2100) n`,
      [business],
    );
    await t.query(`INSERT INTO $schema.business_notes (business_id, body, created_at) VALUES ($1, 'The weekly kettlebell order', now() - interval '30 days')`, [business]);
    const weekly = (await search('weekly')).find((g) => g.kind === 'note')?.hits.map((h) => h.snippet);
    expect(weekly).toEqual([1, 2, 3, 4, 5].map((n) => `Weekly check-in number ${n}`));
    expect((await search('kettleb')).find((g) => g.kind === 'note')?.hits).toEqual([expect.objectContaining({ snippet: 'The weekly kettlebell order' })]);
  });

  it('takes tsquery and SQL syntax as words', async () => {
    for (const q of ["pricing' & !sheet", "'); DROP TABLE business_notes; --", 'pricing:* | (sheet)', '!!']) expect((await searchOf(q)).statusCode).toBe(200);
    expect(titlesOf(await search("pricing' & !sheet"), 'note')).toEqual(['Note']);
    expect(await t.query("SELECT count(*)::int AS n FROM $schema.business_notes WHERE body LIKE '%pricing%'")).toEqual([{ n: 1 }]);
  });

  it('refuses too short or too long a search with 400 and the field, and a visitor with 401', async () => {
    for (const q of ['g', ' g ', 'x'.repeat(101)]) {
      const res = await searchOf(q);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'ValidationFailed', fields: { q: expect.any(Array) } } });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/search?q=glow' })).statusCode).toBe(401);
  });
});
