import { SUBMISSIONS_EXPORT_PAGE_SIZE, SubmissionProfileResponse, SubmissionsExportResponseHeaders } from '@biz/contracts';
import { waitUntil } from '@biz/server-kit/testing';
import { Client } from 'pg';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { startAdminTestApp } from '../../testing/admin-test-app';
import { clientThrough } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';
import { csvRow, UTF8_BOM } from '../../shared/files/csv';
import { SUBMISSIONS_CSV_HEADER } from './submissions-csv';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SEEDED = SUBMISSIONS_EXPORT_PAGE_SIZE + 5;

// Real svc-intake and svc-billing processes; the export reads intake's list page by page.
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;

beforeAll(async () => {
  stack = await startAdminOnContexts();
  await clientThrough(stack.contexts, '=HYPERLINK("https://evil.example","Click")', 'formula@evil.example', { order: 'none' });
  await clientThrough(stack.contexts, '<img src=x onerror=alert(1)>', 'markup@evil.example', { select: 0, order: 'none' });
  await clientThrough(stack.contexts, 'Plain "Quoted", Salon', 'plain@salon.example', { order: 'none' });
  // More than one export page of older submissions, written straight into intake's schema.
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO "${stack.contexts.intakeSchema}".submissions (business_name, contact_email, industry, company_size, primary_goals, created_at)
       SELECT 'Bulk ' || lpad(n::text, 4, '0'), 'bulk' || n || '@bulk.example', 'fitness', 'Solo', '["Save Time"]', now() - make_interval(days => 1, secs => n)
       FROM generate_series(1, $1::int) AS n`,
      [SEEDED],
    );
  } finally {
    await db.end();
  }
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

const exportCsv = (query = '') => stack.t.app.inject({ method: 'GET', url: `/api/admin/submissions/export${query}`, headers: { cookie: stack.cookie } });
/** The file's lines, once its byte order mark (checked) is off. */
const linesOf = (csv: string) => {
  expect(csv.startsWith(UTF8_BOM)).toBe(true);
  return csv.slice(UTF8_BOM.length).split('\r\n').slice(0, -1);
};

it('downloads every matching submission across pages, in the table order, with a header row', async () => {
  const res = await exportCsv();
  expect(res.statusCode).toBe(200);
  SubmissionsExportResponseHeaders.parse(res.headers);
  const lines = linesOf(res.body);
  expect(lines).toHaveLength(1 + 3 + SEEDED);
  expect(`${lines[0]}\r\n`).toBe(csvRow(SUBMISSIONS_CSV_HEADER));
  // Money as numbers of dollars, the plan's costs beside the value, times in ISO; no phone (no checkout), nobody's yet.
  expect(lines[1]).toMatch(/^"Plain ""Quoted"", Salon","Salon","plain@salon.example",,"Reduce Manual Work","[^"]+; [^"]+",\d+(\.\d+)?,\d+(\.\d+)?,\d+(\.\d+)?,"Pending","New",,,,"\d{4}-\d{2}-\d{2}T[\d:.]+Z",1,,$/);
  expect(lines[2]).toMatch(/^"<img src=x onerror=alert\(1\)>","Salon/);
  expect(lines[3]).toMatch(/^"'=HYPERLINK\(""https:\/\/evil.example"",""Click""\)","Salon/);
  expect(lines[4]).toMatch(/^"Bulk 0001",/);
  expect(lines.at(-1)).toMatch(new RegExp(`^"Bulk ${String(SEEDED).padStart(4, '0')}",`));
  expect(new Set(lines).size).toBe(lines.length);
}, 30_000);

it('says who at the agency last acted on each business, and leaves it empty where nobody has yet', async () => {
  const plain = await clientThrough(stack.contexts, 'Handled Barber', 'handled@barber.example', { order: 'none' });
  await stack.t.app.inject({ method: 'GET', url: `/api/admin/clients/${plain}/profile`, headers: { cookie: stack.cookie } });
  const lines = linesOf((await exportCsv('?search=barber.example')).body);
  expect(lines[1]).toMatch(/^"Handled Barber",.*,"the owner \(password sign-in\)","\d{4}-\d{2}-\d{2}T[\d:.]+Z"$/);
  expect(linesOf((await exportCsv('?search=plain@salon')).body)[1]).toMatch(/,,$/);
}, 30_000);

it("gives the phone of the lead's checkout, the stage, the owner and the next step, and counts the business's submissions", async () => {
  await clientThrough(stack.contexts, 'Phoned Spa', 'phoned@spa.example', { order: 'paid' });
  const id = await clientThrough(stack.contexts, 'Phoned Spa', 'PHONED@spa.example', { order: 'none' });
  const [{ id: dana }] = await stack.t.query<{ id: string }>(`INSERT INTO $schema.staff_accounts (email, name, role, password_hash, totp_secret) VALUES ('dana@csv.example', 'Dana Reyes', 'staff', 'x', 'x') RETURNING id`);
  const set = await stack.t.app.inject({ method: 'PUT', url: `/api/admin/clients/${id}/follow-up`, headers: { cookie: stack.cookie }, payload: { ownerStaffId: dana } });
  expect(set.statusCode).toBe(200);
  const task = { title: '=Call back', type: 'call', dueOn: '2026-12-01', ownerStaffId: dana };
  expect((await stack.t.app.inject({ method: 'POST', url: `/api/admin/clients/${id}/tasks`, headers: { cookie: stack.cookie }, payload: task })).statusCode).toBe(200);
  // The paid sprint wins the business (the admin inbox's job moves it): wait for that, then export.
  const stage = async () => SubmissionProfileResponse.parse((await stack.t.app.inject({ method: 'GET', url: `/api/admin/clients/${id}/profile`, headers: { cookie: stack.cookie } })).json()).pipeline.stage;
  await waitUntil(async () => (await stage()) === 'won', 15_000);
  const [, row] = linesOf((await exportCsv('?search=phoned@spa')).body);
  expect(row).toMatch(/^"Phoned Spa","Salon","PHONED@spa.example","5551234567",.*,"Completed","Won","Dana Reyes","'=Call back","2026-12-01","[^"]+",2,"the owner \(password sign-in\)","[^"]+"$/);
}, 30_000);

it("exports what the table's search, filter and sort show, and audits the export", async () => {
  const res = await exportCsv('?search=evil&sort=oldest');
  const lines = linesOf(res.body);
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(/^"'=HYPERLINK/);
  expect(lines[2]).toMatch(/^"<img src=x/);
  const [event] = await stack.t.app.get(AuditEventRepository).latest(1);
  expect(event).toMatchObject({ action: 'submissions.exported', requestId: res.headers['x-request-id'], details: { rows: 2, search: 'evil', status: 'all' } });
  expect(linesOf((await exportCsv('?status=generated')).body)).toHaveLength(1);
});

it('refuses a bad filter with 400, and is a 503 with Retry-After while intake is down', async () => {
  expect((await exportCsv('?status=archived')).statusCode).toBe(400);
  const down = await startAdminTestApp({ INTAKE_URL: 'http://127.0.0.1:9', BILLING_URL: stack.contexts.billingUrl });
  try {
    const res = await down.app.inject({ method: 'GET', url: '/api/admin/submissions/export', headers: { cookie: await down.adminCookie() } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
  } finally {
    await down.close();
  }
}, 30_000);
