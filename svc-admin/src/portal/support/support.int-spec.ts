import { AgencyEmailReportedJob, ErrorEnvelope, SupportTicketsResponse, ValidationMessage } from '@biz/contracts';
import { runJob } from '@biz/server-kit';
import { AdminInbox } from '../../desk/inbox/admin-inbox';
import { startAdminTestApp, type AdminTestApp } from '../../testing/admin-test-app';

// The Support tab's tickets: stored for the client, emailed to the agency through its email log.
let t: AdminTestApp;
beforeAll(async () => {
  t = await startAdminTestApp({ SUPPORT_EMAIL: 'help@agency.example' });
});
afterAll(() => t?.close());

async function signedUp(email: string, businessName: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/client/signup', payload: { email, password: 'a long secret', businessName } });
  return /^(sid=[^;]*)/.exec(String(res.headers['set-cookie']))![1];
}
const createTicket = (cookie: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/client/support-tickets', headers: { cookie }, payload });
const ticketsOf = async (cookie: string) => SupportTicketsResponse.parse((await t.app.inject({ method: 'GET', url: '/api/client/support-tickets', headers: { cookie } })).json()).tickets;

it("emails the agency the client's message, keeps the ticket in the client's list, and follows the email's delivery", async () => {
  const cookie = await signedUp('owner@ticket-salon.example', 'Ticket Salon');
  const res = await createTicket(cookie, { subject: '  Booking link broken ', message: 'Clients say the link 404s.\nCan you check?' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ subject: 'Booking link broken', message: 'Clients say the link 404s.\nCan you check?', emailStatus: 'queued' });

  const [email] = await t.query<{ id: string; to_address: string; subject: string; body: string; submission_id: string | null }>(`SELECT * FROM $schema.agency_emails WHERE to_address = 'help@agency.example'`);
  expect(email).toMatchObject({ submission_id: null, subject: 'Support: Booking link broken (Ticket Salon)' });
  expect(email.body).toContain('Clients say the link 404s.\nCan you check?');
  expect(email.body).toContain('Reply to owner@ticket-salon.example.');

  await createTicket(cookie, { subject: 'Second', message: 'Another question' });
  expect((await ticketsOf(cookie)).map((ticket) => ticket.subject)).toEqual(['Second', 'Booking link broken']);

  // The worker's report on the email reaches the ticket.
  const [report] = t.app.get(AdminInbox).handlers();
  await runJob(report, { emailId: email.id, status: 'sent', messageId: '<m1@agency.example>', error: null }, { jobId: 'test', attempt: 1 });
  expect((await ticketsOf(cookie)).find((ticket) => ticket.subject === 'Booking link broken')?.emailStatus).toBe('sent');
  expect(report.job).toBe(AgencyEmailReportedJob);
});

it('refuses a blank subject or message with the messages, keeps tickets to their account, and refuses an admin', async () => {
  const cookie = await signedUp('owner@quiet-gym.example', 'Quiet Gym');
  const other = await signedUp('owner@other-gym.example', 'Other Gym');
  const res = await createTicket(cookie, { subject: ' ', message: '' });
  expect(res.statusCode).toBe(400);
  expect(ErrorEnvelope.parse(res.json()).error.fields).toEqual({ subject: [ValidationMessage.ticketSubjectRequired], message: [ValidationMessage.ticketMessageRequired] });
  await createTicket(cookie, { subject: 'Mine', message: 'Only mine' });
  expect(await ticketsOf(other)).toEqual([]);
  expect((await t.app.inject({ method: 'GET', url: '/api/client/support-tickets', headers: { cookie: await t.adminCookie() } })).statusCode).toBe(403);
});
