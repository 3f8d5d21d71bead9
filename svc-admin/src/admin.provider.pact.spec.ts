import { EXAMPLE_INGEST_TOKEN, exampleAdminPassword, exampleIntake, pactFilesFor, SECOND_ADDRESS } from '@biz/contracts/testing';
import { DEVELOPMENT_SERVICE_TOKEN_SECRET, InternalClient, SESSION_COOKIE } from '@biz/server-kit';
import { queuedJobs, startWorkerProcess, waitUntil, type WorkerProcess } from '@biz/server-kit/testing';
import { Verifier } from '@pact-foundation/pact';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { Client } from 'pg';
import { TOTP } from 'otpauth';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DeliverEmailJob, NotifyAgencyJob, type UpdateAutomationRequest } from '@biz/contracts';
import { runJob } from '@biz/server-kit';
import { AdminInbox } from './desk/inbox/admin-inbox';
import { AutomationDeliveryService } from './portal/automations/automation-delivery.service';
import { AutomationRepository } from './portal/automations/automation.repository';
import { SprintOrdersRepository } from './portal/automations/sprint-orders.repository';
import { ClientAccountRepository } from './portal/accounts/client-account.repository';
import { ClientAuthService } from './portal/auth/client-auth.service';
import { ClientNotificationRepository } from './portal/notifications/client-notification.repository';
import { PasswordResetService } from './portal/password-reset/password-reset.service';
import { SupportDeskService } from './portal/support/support-desk.service';
import { SupportService } from './portal/support/support.service';
import { SERVICE_NAME } from './shared/platform.module';
import { CallsService } from './desk/calls/calls.service';
import { CallLinks } from './desk/booking/call-links';
import { CallHoldsRepository } from './desk/calls/call-holds.repository';
import { newOneTimeLink } from './shared/identity/one-time-link';
import { dayAfter, todayIn } from './shared/agency-clock/agency-clock';
import { TasksService } from './desk/tasks/tasks.service';
import { BusinessMergesService } from './desk/merges/business-merges.service';
import { PipelineService } from './desk/pipeline/pipeline.service';
import { EmailSenderService } from './shared/email-log/email-sender.service';
import { OnboardingFormsService } from './desk/onboarding/onboarding-forms.service';
import { ProposalsService } from './desk/proposals/proposals.service';
import { OnboardingFormsRepository } from './desk/onboarding/onboarding-forms.repository';
import { OnboardingAnswersService } from './desk/onboarding/onboarding-answers.service';
import { twoQuestionForm } from './testing/onboarding-answers';
import { proposalTokenIn } from './testing/proposal-links';
import { proveEmailOf } from './testing/account-emails';
import { StaffAccountRepository } from './shared/identity/staff/staff-account.repository';
import { StaffInviteRepository } from './shared/identity/staff/staff-invite.repository';
import { StaffInvitesService } from './shared/identity/staff/staff-invites.service';
import { StaffSignInService } from './shared/identity/staff/staff-sign-in.service';
import { billingAs, clientThrough, plannedClient } from './testing/client-fixtures';
import { startAdminOnContexts } from './testing/context-processes';
import { startOidcPeer, type OidcPeer } from './testing/oidc-peer';
import { loadAdminEnv } from './config/env';

// The real svc-admin on a real port with its own migrated schema, reading real svc-intake and svc-billing
// processes (each on a schema of its own), and for the plan's states the real compiled worker, which generates
// plans and renders their PDFs: the desk's answers are what the contexts and the worker really say.
let desk: Awaited<ReturnType<typeof startAdminOnContexts>>;
/** The agency's OpenID provider (a real one, `oidc-provider`): single sign-on's answers are the desk's with it connected. */
let identityProvider: OidcPeer;
/** Runs only within the states that need a generated plan: elsewhere a plan stays pending, as the pacts expect. */
let worker: WorkerProcess | undefined;
/** The session cookie the next request carries, as the browser would; set by the provider states. */
let cookie: string | undefined;

beforeAll(async () => {
  identityProvider = await startOidcPeer(`${loadAdminEnv().PUBLIC_URL}/admin-login`);
  desk = await startAdminOnContexts({ ...identityProvider.env(), ADMIN_PASSWORD: exampleAdminPassword, CLIENT_AUTH_RATE_LIMIT_PER_MINUTE: '1000', CLIENT_EMAIL_RATE_LIMIT_PER_MINUTE: '1000', BOOKING_RATE_LIMIT_PER_MINUTE: '1000' });
  await desk.t.app.listen(0, '127.0.0.1');
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await desk?.close();
  await identityProvider?.close();
});

/**
 * The business of the fixture intake, made through the contexts' public APIs: its id goes into the pact's paths
 * and bodies, and so does the first day the agency can book a call (it moves with today).
 */
/** The fixture business, with its submission's id, its own (the record page's address) and the first day a call can be booked. */
async function clientWithPaidSprint(): Promise<{ id: string; businessId: string; date: string }> {
  const { businessName, contactEmail, ...answers } = exampleIntake;
  const id = await clientThrough(desk.contexts, businessName, contactEmail, { select: 1, order: 'paid', answers });
  await sprintStarted(contactEmail);
  const { business } = await new InternalClient({ baseUrl: desk.contexts.intakeUrl, serviceTokenSecret: DEVELOPMENT_SERVICE_TOKEN_SECRET }).call('submissionDetail', { params: { id } });
  return { id, businessId: business.id, date: desk.t.app.get(CallsService).options().dates[0] };
}

/**
 * Waits for billing's notice of the email's newest paid order to be worked whole (the inbox's job): its sprint
 * started, then its task and invitation, and last the move to Won (a business an earlier state moved to Lost
 * comes back). Answers the order's id.
 */
async function sprintStarted(email: string): Promise<{ id: string }> {
  const { orders } = await new InternalClient({ baseUrl: desk.contexts.billingUrl, serviceTokenSecret: DEVELOPMENT_SERVICE_TOKEN_SECRET }).call('listOrders', { query: { email, stage: 'paid', pageSize: 1 } });
  const [order] = orders;
  await waitUntil(async () => (await desk.t.app.get(SprintOrdersRepository).sprintsOf([order.id])).length === 1, 10_000);
  const { submissions } = await new InternalClient({ baseUrl: desk.contexts.intakeUrl, serviceTokenSecret: DEVELOPMENT_SERVICE_TOKEN_SECRET }).call('submissionsByEmail', { body: { emails: [email] } });
  const { businessId } = submissions[0];
  await waitUntil(async () => (await desk.t.app.get(PipelineService).statesOf([businessId])).get(businessId)?.stage === 'won', 10_000);
  return { id: order.id };
}

/** A business new each time (so the fixture's record is untouched) that paid a growth sprint, with `select` workflows chosen first. */
async function growthSprintOfNewBusiness(select: number): Promise<{ id: string }> {
  const email = `owner-${randomBytes(4).toString('hex')}@growth-sprint.example`;
  await clientThrough(desk.contexts, 'Growth Sprint Studio', email, { select, order: 'paid', sprint: 'growth' });
  return sprintStarted(email);
}

const caller = { requestId: 'pact-provider-state', address: '127.0.0.1' };

/**
 * A business, and the second address that submitted too (a business of its own until merged; an earlier
 * state's merge may have taken it into another business, which then joins whole). The business is new each
 * time, so the fixture business's own record never shows these merges.
 */
async function clientWithSecondAddress(): Promise<{ id: string }> {
  const id = await clientThrough(desk.contexts, 'Second Address Spa', `owner-${randomBytes(4).toString('hex')}@second-address.example`, { select: 1, order: 'none' });
  await clientThrough(desk.contexts, exampleIntake.businessName, SECOND_ADDRESS, { select: 1, order: 'none' });
  return { id };
}

/** The second address merged into that business: the merge's id goes into the undo's path. */
async function mergedSecondAddress(): Promise<{ id: string }> {
  const { id } = await clientWithSecondAddress();
  return { id: (await desk.t.app.get(BusinessMergesService).merge(id, { email: SECOND_ADDRESS }, caller)).id };
}

/** A business other than the fixture, with the fixture's answers: the follow-up pacts write on it, so the fixture's record keeps none. */
async function anotherBusiness(): Promise<{ id: string }> {
  const { businessName: _name, contactEmail: _email, ...answers } = exampleIntake;
  return { id: await clientThrough(desk.contexts, 'Other Salon', `owner-${randomBytes(4).toString('hex')}@other.example`, { select: 1, order: 'none', answers }) };
}

/**
 * Another business whose next step is due today in the agency's zone, and a ticket that waits on the agency.
 * Every other business came days ago (moved back in svc-intake's schema), so it is the one new since yesterday.
 */
/** The calls the desk set itself for the paid sprints of other states are made: the pacts' lists hold only their own tasks. */
const deskCallsMade = () => desk.t.query('UPDATE $schema.business_tasks SET done_at = now() WHERE for_order_id IS NOT NULL AND done_at IS NULL');

async function stepDueToday(): Promise<undefined> {
  await deskCallsMade();
  const { id } = await anotherBusiness();
  await desk.t.app.get(TasksService).create(id, { title: 'Send the quote', type: 'to-do', dueOn: todayIn(desk.t.env.AGENCY_TIME_ZONE, Date.now()), dueTime: null, ownerStaffId: null, repeat: null }, caller);
  await supportTicket(false);
  const db = new Client({ connectionString: desk.t.env.DATABASE_URL });
  await db.connect();
  await db.query(`UPDATE "${desk.contexts.intakeSchema}".submissions SET created_at = created_at - interval '3 days' WHERE id <> $1`, [id]).finally(() => db.end());
  return undefined;
}

/**
 * Another business with one open task, due in 30 days in the agency's zone and repeating weekly: its
 * submission's id, or the task's. Past My day's "due soon", so that list holds only the task due today.
 */
async function openTask(answer: 'submission' | 'task'): Promise<{ id: string }> {
  const { id } = await anotherBusiness();
  const dueOn = dayAfter(todayIn(desk.t.env.AGENCY_TIME_ZONE, Date.now()), 30);
  const task = await desk.t.app.get(TasksService).create(id, { title: 'Call about the quote', type: 'call', dueOn, dueTime: '14:30', ownerStaffId: null, repeat: { every: 1, unit: 'week' } }, caller);
  return { id: answer === 'task' ? task.id : id };
}

/**
 * Another business with a draft of version 1 of a proposal (from its plan); `sent`: the draft was sent. Answers
 * the draft's or the submission's id, and a day ten days on, within the days a draft may be valid.
 */
async function proposedBusiness(answer: 'submission' | 'proposal', sent: boolean): Promise<{ id: string; validUntil: string }> {
  const { id } = await anotherBusiness();
  const proposals = desk.t.app.get(ProposalsService);
  const draft = await proposals.draft(id, caller);
  if (sent) await proposals.send(draft.id, caller);
  return { id: answer === 'proposal' ? draft.id : id, validUntil: dayAfter(todayIn(desk.t.env.AGENCY_TIME_ZONE, Date.now()), 10) };
}

/** Another business signed version 1 of a proposal of its plan, by its link; the worker that prints it runs. Answers the proposal's id. */
async function acceptedProposal(): Promise<{ id: string }> {
  const { id } = await proposedBusiness('proposal', false);
  const proposals = desk.t.app.get(ProposalsService);
  const { emailId, proposal } = await proposals.send(id, caller);
  const token = proposalTokenIn(await emailBody(emailId));
  await proposals.accept({ token, signerName: 'Ana Silva', agree: true, documentHash: proposal.documentHash! }, caller, 'Mozilla/5.0');
  worker = await startWorkerProcess({ QUEUE_PREFIX: desk.contexts.queuePrefix });
  return { id };
}

/** The fixture business was emailed version 1 of a proposal of its plan (setup with a deposit; no session comes with the request): the link's token and the document's hash. */
async function proposalLinkSent(): Promise<{ token: string; documentHash: string; proposalId: string }> {
  const { businessName, contactEmail, ...answers } = exampleIntake;
  const id = await clientThrough(desk.contexts, businessName, contactEmail, { select: 1, order: 'none', answers });
  cookie = undefined;
  const proposals = desk.t.app.get(ProposalsService);
  const { proposal, emailId } = await proposals.send((await proposals.draft(id, caller)).id, caller);
  return { token: proposalTokenIn(await emailBody(emailId)), documentHash: proposal.documentHash!, proposalId: proposal.id };
}

/** The same proposal, past its last day (the hourly sweep has not run yet). */
async function proposalPastItsDay(): Promise<{ token: string }> {
  const { token, proposalId } = await proposalLinkSent();
  await desk.t.query(`UPDATE $schema.proposals SET valid_until = current_date - 2 WHERE id = $1`, [proposalId]);
  return { token };
}

/** The body of an email in the agency's log. */
async function emailBody(emailId: string): Promise<string> {
  const [email] = await desk.t.query<{ body: string }>('SELECT body FROM $schema.agency_emails WHERE id = $1', [emailId]);
  return email.body;
}

/** The fixture business with one email in the log; the email's id goes into the resend's path. */
async function emailedClient(): Promise<{ id: string }> {
  const { id } = await clientWithPaidSprint();
  const { emailId } = await desk.t.app.get(EmailSenderService).send({ clientId: id, subject: 'Your plan', body: 'Hi Glow Med Spa team' }, caller);
  return { id: emailId };
}

/** The fixture business whose starter checkout was left unpaid: its id and the order's go into the path and body. */
async function clientWithUnpaidSprint(): Promise<{ id: string; orderId: string }> {
  const { businessName, contactEmail, ...answers } = exampleIntake;
  const id = await clientThrough(desk.contexts, businessName, contactEmail, { select: 1, order: 'unpaid', answers });
  const { orders } = await new InternalClient({ baseUrl: desk.contexts.billingUrl, serviceTokenSecret: DEVELOPMENT_SERVICE_TOKEN_SECRET }).call('listOrders', { query: { email: contactEmail, stage: 'pending' } });
  return { id, orderId: orders[0].id };
}

/** The fixture business with a booked video call; its id goes into the path, another offered day into the body. */
/** The calendar with no call booked: each state that books starts from it (the calendar refuses overlaps). */
async function clearCalendar(): Promise<undefined> {
  await desk.t.query(`UPDATE $schema.calls SET status = 'cancelled' WHERE status = 'scheduled'`);
  await desk.t.query(`DELETE FROM $schema.call_holds`);
  return undefined;
}

/** A business of its own that just finished the wizard, and the first open slot. */
async function wizardFinished(): Promise<{ id: string; startsAt: string }> {
  await clearCalendar();
  const id = await clientThrough(desk.contexts, 'Wizard Spa', `owner-${randomBytes(4).toString('hex')}@wizard-spa.example`, { select: 0, order: 'none' });
  const [slot] = await desk.t.app.get(CallsService).openSlots();
  return { id, startsAt: slot.startsAt };
}

/** That business booked the first open slot: its invite's links, and the next free start to move to. */
async function bookedOnTheSite(): Promise<Record<string, string>> {
  const { id, startsAt } = await wizardFinished();
  const calls = desk.t.app.get(CallsService);
  const [slot] = (await calls.openSlots()).filter((open) => open.startsAt === startsAt);
  const call = await calls.book({ id }, { callType: 'video', ...calls.timesAt(slot.scheduledDate, slot.scheduledTime, 30), agenda: null, notes: null, meetingLink: calls.meetingLink().meetingLink });
  const links = desk.t.app.get(CallLinks);
  const token = (purpose: 'reschedule' | 'cancel') => links.sign({ callId: call.id, purpose, sequence: call.sequence, expiresAt: Math.floor(Date.parse(call.startsAt) / 1000) });
  const [free] = await calls.openSlots();
  return { rescheduleToken: token('reschedule'), cancelToken: token('cancel'), freeStartsAt: free.startsAt };
}

/** A stranger held the first open slot by a typed email: the token of the link its inbox was sent. */
async function heldByTypedEmail(): Promise<{ holdToken: string }> {
  const { startsAt } = await wizardFinished();
  const { token, tokenHash } = newOneTimeLink(0);
  const starts = new Date(startsAt);
  const held = { email: `owner-${randomBytes(4).toString('hex')}@walk-in.example`, name: 'Ann Lee', business_name: 'Walk-in Bakery', answers: { industry: 'other' as const, companySize: 'Solo' as const, primaryGoals: ['Book More Appointments'] }, client_address: `10.7.${randomBytes(1)[0]}.${randomBytes(1)[0]}`, starts_at: starts, ends_at: new Date(starts.getTime() + 30 * 60_000), token_hash: tokenHash, expires_at: new Date(Date.now() + 30 * 60_000) };
  await desk.t.app.get(CallHoldsRepository).place(held, new Date(), Number.POSITIVE_INFINITY);
  return { holdToken: token };
}

async function clientWithBookedCall(): Promise<{ id: string; date: string }> {
  await clearCalendar();
  const { id: clientId, date } = await clientWithPaidSprint();
  const { callId } = await desk.t.app.get(CallsService).schedule({ clientId, callType: 'video', duration: 30, scheduledDate: date, scheduledTime: '10:00' }, caller);
  return { id: callId, date: desk.t.app.get(CallsService).options().dates[1] };
}

/** A lead of its own (no order, so no happening moves it on meanwhile), lost by hand: the board's Lost column holds it. */
async function lostLead(): Promise<undefined> {
  await deskCallsMade();
  const id = await clientThrough(desk.contexts, 'Lost Lead Salon', `owner-${randomBytes(4).toString('hex')}@lost-lead.example`, { select: 1, order: 'none' });
  await desk.t.app.get(PipelineService).byHand(id, { stage: 'lost', reason: 'Chose another agency' }, caller);
  return undefined;
}

/** The fixture business once the worker has generated its plan; the worker stays for the download. */
async function plannedFixtureClient(): Promise<{ id: string }> {
  worker = await startWorkerProcess({ QUEUE_PREFIX: desk.contexts.queuePrefix });
  const { businessName, contactEmail } = exampleIntake;
  return { id: (await plannedClient(desk.contexts, businessName, contactEmail)).submission.id };
}

/** The fixture business after the agency generated its onboarding form (the catalog's: no LLM here). */
async function onboardedClient(): Promise<{ id: string }> {
  const { id } = await clientWithPaidSprint();
  await desk.t.app.get(OnboardingFormsService).generate(id, caller);
  return { id };
}

/** A new submission of the fixture business whose onboarding form asks two questions (what the pacts answer): its id. */
async function twoQuestionOnboarding(): Promise<string> {
  const { businessName, contactEmail, ...answers } = exampleIntake;
  const id = await clientThrough(desk.contexts, businessName, contactEmail, { select: 1, order: 'none', answers });
  await desk.t.app.get(OnboardingFormsRepository).save(id, twoQuestionForm, 'catalog');
  return id;
}

/** The fixture business's client, signed in with its email proven; its newest onboarding form is not answered yet. */
async function clientWithOnboardingForm(): Promise<undefined> {
  await twoQuestionOnboarding();
  cookie = await clientSessionOf(exampleIntake.businessName);
  return undefined;
}

/** The agency emailed the fixture business its onboarding link (no session comes with the request): the link's token, read from the email log. */
async function onboardingLinkSent(): Promise<{ token: string }> {
  const id = await twoQuestionOnboarding();
  cookie = undefined;
  const { emailId } = await desk.t.app.get(OnboardingAnswersService).sendLink(id, caller);
  const [email] = await desk.t.query<{ body: string }>('SELECT body FROM $schema.agency_emails WHERE id = $1', [emailId]);
  return { token: decodeURIComponent(/\/client\/onboarding\?token=(\S+)/.exec(email.body)![1]) };
}

/** The signed-in client's automation went live, and the worker that renders its PDF report runs. */
async function liveClientWithWorker(): Promise<undefined> {
  worker = await startWorkerProcess({ QUEUE_PREFIX: desk.contexts.queuePrefix });
  await changedAutomation({ status: 'live' });
  return undefined;
}

/** A business that chose no workflow: it has no plan to download. */
async function unplannedClient(): Promise<{ id: string }> {
  return { id: await clientThrough(desk.contexts, 'Undecided Barber', 'owner@undecided.example', { select: 0, order: 'none' }) };
}

const CLIENT_PASSWORD = 'a long secret';

/**
 * A client session for a new account of the fixture email: the one an earlier state made (and changed) is
 * deleted first, so each state starts from pending automations, linked from every submission of the email
 * once the address is proven (as its confirmation link would; `proven: false` leaves it unconfirmed).
 */
async function clientSessionOf(businessName: string, { proven } = { proven: true }): Promise<string> {
  await desk.t.query('DELETE FROM $schema.client_accounts WHERE email = ANY($1)', [[exampleIntake.contactEmail, 'moved@glowmedspa.com']]);
  // The sprints earlier states paid (their automations are their orders', not an account's) would show to
  // the account that proves the fixture's email: the client states start from its own selection alone.
  await desk.t.query('DELETE FROM $schema.sprint_orders');
  const auth = desk.t.app.get(ClientAuthService);
  await auth.signup({ email: exampleIntake.contactEmail, password: CLIENT_PASSWORD, businessName }, caller);
  const { sessionId } = await auth.login({ email: exampleIntake.contactEmail, password: CLIENT_PASSWORD }, caller);
  if (proven) await proveEmailOf(desk.t, exampleIntake.contactEmail);
  return `${SESSION_COOKIE}=${sessionId}`;
}

/** The newest email to the fixture address with `subject` on the worker's queue: the token of its link. */
async function tokenEmailed(subject: string, to = exampleIntake.contactEmail): Promise<{ token: string }> {
  const emails = (await queuedJobs(desk.t.env.REDIS_URL, desk.t.env.QUEUE_PREFIX, DeliverEmailJob)).map(({ data }) => DeliverEmailJob.schema.parse(data));
  const email = emails.find((sent) => sent.to === to && sent.subject === subject)!;
  return { token: /token=([A-Za-z0-9_-]{43})/.exec(email.text)![1] };
}

/** The fixture email signed up (no session comes with the request): the token of its confirmation link. */
async function confirmationSent(): Promise<{ token: string }> {
  await clientSessionOf(exampleIntake.businessName, { proven: false });
  cookie = undefined;
  return tokenEmailed('Confirm your email address');
}

/** The fixture email's proven account moved to another address, confirmed from there (no session comes with the request): the token of the undo link the fixture email got. */
async function emailMoved(): Promise<{ token: string }> {
  const session = await clientSessionOf(exampleIntake.businessName);
  await desk.t.app.inject({ method: 'POST', url: '/api/client/email', headers: { cookie: session }, payload: { email: 'moved@glowmedspa.com', currentPassword: CLIENT_PASSWORD } });
  const { token } = await tokenEmailed('Confirm your new email address', 'moved@glowmedspa.com');
  await desk.t.app.inject({ method: 'POST', url: '/api/client/verify-email', headers: { cookie: session }, payload: { token } });
  cookie = undefined;
  return tokenEmailed('Your email address was changed');
}

/** The fixture email's client is signed in without having confirmed its address; its link is over a minute old. */
async function unconfirmedClient(): Promise<undefined> {
  cookie = await clientSessionOf(exampleIntake.businessName, { proven: false });
  await desk.t.query(`UPDATE $schema.email_verifications SET created_at = now() - interval '2 minutes'`);
  return undefined;
}

/** The fixture email has a client account; the request comes without a session. */
async function clientAccount(): Promise<undefined> {
  await clientSessionOf(exampleIntake.businessName);
  cookie = undefined;
  return undefined;
}

/** A client account (of its own address, so the fixture email's record stays without one), named by its id. */
async function clientAccountById(): Promise<{ id: string }> {
  const email = 'owner@hour-value.example';
  await desk.t.query('DELETE FROM $schema.client_accounts WHERE email = $1', [email]);
  await desk.t.app.get(ClientAuthService).signup({ email, password: CLIENT_PASSWORD, businessName: exampleIntake.businessName }, caller);
  const [account] = await desk.t.query<{ id: string }>('SELECT id FROM $schema.client_accounts WHERE email = $1', [email]);
  return { id: account.id };
}

/** The fixture business chose one workflow, and the client of its email is signed in: its automation is pending. */
async function signedInClient(): Promise<undefined> {
  const { businessName, contactEmail, ...answers } = exampleIntake;
  await clientThrough(desk.contexts, businessName, contactEmail, { select: 1, order: 'none', answers });
  cookie = await clientSessionOf(businessName);
  return undefined;
}

/** The fixture business's owner has an account (no session comes with the request); answers its first automation's id. */
async function pendingAutomation(): Promise<{ id: string }> {
  const { businessName, contactEmail, ...answers } = exampleIntake;
  await clientThrough(desk.contexts, businessName, contactEmail, { select: 1, order: 'none', answers });
  await clientSessionOf(businessName);
  const account = await desk.t.app.get(ClientAccountRepository).withHash(contactEmail);
  const [automation] = await desk.t.app.get(AutomationRepository).ofAccount(account!.id);
  return { id: automation.id };
}

/** The fixture business's automation, live since 1 November 2026, with one report of 3 runs (no minutes) on 24 November. */
async function automationWithRunReport(): Promise<{ id: string }> {
  const { id } = await pendingAutomation();
  await desk.t.query(`UPDATE $schema.automations SET status = 'live', go_live_date = '2026-11-01' WHERE id = $1`, [id]);
  await desk.t.query(`INSERT INTO $schema.automation_runs (automation_id, event_id, at, count) VALUES ($1, 'platform-event-1', '2026-11-24T15:00:00Z', 3) ON CONFLICT DO NOTHING`, [id]);
  return { id };
}

/**
 * The fixture's paid sprint's automation holds the example run token (its digest, as the desk stores a token
 * it issued), live since 1 November 2026 (runs count from the go-live day). A sprint's, so no client account
 * is made: the record's pacts expect none.
 */
async function automationWithExampleToken(): Promise<{ id: string }> {
  const [{ id }] = await desk.t.app.get(AutomationRepository).ofBusiness([(await clientWithPaidSprint()).id], []);
  const digest = createHash('sha256').update(EXAMPLE_INGEST_TOKEN).digest('hex');
  // A token belongs to one automation (a unique digest): an earlier state's automation gives it up.
  await desk.t.query('UPDATE $schema.automations SET ingest_token_hash = NULL WHERE ingest_token_hash = $1', [digest]);
  await desk.t.query(`UPDATE $schema.automations SET ingest_token_hash = $1, ingest_token_issued_at = now(), status = 'live', go_live_date = '2026-11-01' WHERE id = $2`, [digest, id]);
  return { id };
}

/** The signed-in client's automation after the agency's change (which notified the client). */
async function changedAutomation(change: UpdateAutomationRequest): Promise<{ automationId: string; accountId: string }> {
  const { businessName, contactEmail, ...answers } = exampleIntake;
  await clientThrough(desk.contexts, businessName, contactEmail, { select: 1, order: 'none', answers });
  cookie = await clientSessionOf(businessName);
  const account = await desk.t.app.get(ClientAccountRepository).withHash(contactEmail);
  const [{ id }] = await desk.t.app.get(AutomationRepository).ofAccount(account!.id);
  await desk.t.app.get(AutomationDeliveryService).update(id, change, caller);
  return { automationId: id, accountId: account!.id };
}

/** The fixture business's owner signed up and subscribed to Growth yearly at billing, with its own session (the admin's stays). */
async function subscriber(): Promise<undefined> {
  await billingAs(desk.contexts, await clientSessionOf(exampleIntake.businessName)).subscribe('Growth', 'yearly');
  return undefined;
}

/** The fixture email's account asked for a reset link: its token, read from the email the worker was given. */
async function resetLinkSent(): Promise<{ token: string }> {
  await clientAccount();
  await desk.t.app.get(PasswordResetService).request(exampleIntake.contactEmail, caller);
  return tokenEmailed('Choose a new password');
}

const DANA = 'dana@agency.example';
const DANA_PASSWORD = 'a long staff password';

/** Dana invited as staff (and not on the team): the invitation's id, and a token this run knows, as the real one goes only by email. */
async function danaInvited(): Promise<{ token: string; id: string }> {
  const member = await desk.t.app.get(StaffAccountRepository).credentialsOf(DANA);
  if (member) await desk.t.app.get(StaffAccountRepository).remove(member.id);
  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('base64url');
  const { id } = await desk.t.app.get(StaffInviteRepository).create({ email: DANA, role: 'staff', tokenHash, invitedBy: null, expiresAt: new Date(Date.now() + 3_600_000) });
  return { token, id };
}

/** Dana opened the link: the code her app shows now for the secret she was offered. */
async function danaEnrolling(): Promise<{ token: string; code: string }> {
  const { token } = await danaInvited();
  const { secret } = await desk.t.app.get(StaffInvitesService).startEnrolment(token);
  return { token, code: new TOTP({ secret }).generate() };
}

/** Dana on the team (a fresh account), and no other invitation open: her id and an unused recovery code. */
async function danaOnTheTeam(): Promise<{ id: string; code: string }> {
  const { token, code } = await danaEnrolling();
  const { answer } = await desk.t.app.get(StaffInvitesService).accept({ token, name: 'Dana Reyes', password: DANA_PASSWORD, code }, caller);
  await desk.t.query(`UPDATE $schema.staff_invites SET expires_at = now() WHERE accepted_at IS NULL`);
  return { id: (await desk.t.app.get(StaffAccountRepository).credentialsOf(DANA))!.id, code: answer.recoveryCodes[0]! };
}

/** Dana's password was right: the challenge, and a recovery code to answer it with (her app's code of now was spent on enrolment). */
async function danaPasswordProven(): Promise<{ challenge: string; code: string }> {
  const { code } = await danaOnTheTeam();
  const { challenge } = await desk.t.app.get(StaffSignInService).firstFactor({ email: DANA, password: DANA_PASSWORD }, caller);
  return { challenge, code };
}

/** The fixture business's client opened a ticket; `answered`: the agency (its bootstrap owner) replied. Answers the ticket's id. */
async function supportTicket(answered: boolean): Promise<{ id: string }> {
  const { businessName, contactEmail, ...answers } = exampleIntake;
  await clientThrough(desk.contexts, businessName, contactEmail, { select: 1, order: 'none', answers });
  const session = await clientSessionOf(businessName);
  const account = await desk.t.app.get(ClientAccountRepository).withHash(contactEmail);
  const { id } = await desk.t.app.get(SupportService).create(account!.id, { subject: 'Booking link broken', message: 'Clients say the link 404s.' }, caller);
  if (answered) await desk.t.app.get(SupportDeskService).reply(id, { message: 'Fixed: the link works again.' }, caller);
  cookie = answered ? session : await desk.t.adminCookie();
  return { id };
}

it('svc-admin honours the pacts of its consumers', async () => {
  const pacts = pactFilesFor(SERVICE_NAME, 'http');
  expect(pacts.map((path) => basename(path)).sort()).toEqual(['automation-platform-svc-admin.json', 'mfe-admin-svc-admin.json', 'mfe-client-svc-admin.json', 'mfe-intake-svc-admin.json', 'shell-svc-admin.json']);
  await new Verifier({
    provider: SERVICE_NAME,
    providerBaseUrl: await desk.t.app.getUrl(),
    pactUrls: pacts,
    // The browser's cookie jar: a pact cannot hold a session id, which exists only in this run's Redis.
    requestFilter: (request: IncomingMessage, _response: ServerResponse, next: () => void) => {
      if (cookie) request.headers.cookie = cookie;
      next();
    },
    stateHandlers: {
      // A fresh session each time: the sign-out interaction ends the one it carried.
      "Glow Med Spa's client subscribes to Growth, billed yearly": subscriber,
      'an admin is signed in': async () => {
        cookie = await desk.t.adminCookie();
        return undefined;
      },
      'the signed-in admin was told of a new lead': async () => {
        // Only this one: the other states' events told the owner of theirs too.
        await desk.t.query(`DELETE FROM $schema.staff_notifications WHERE member = 'owner-password'`);
        const handler = desk.t.app.get(AdminInbox).handlers().find(({ job }) => job === NotifyAgencyJob)!;
        await runJob(handler, { event: 'new-lead', eventKey: randomUUID(), recordId: randomUUID(), businessName: 'Glow Med Spa', detail: null }, { jobId: randomUUID(), attempt: 1 });
        const [{ id }] = await desk.t.query<{ id: string }>(`SELECT id FROM $schema.staff_notifications WHERE member = 'owner-password' ORDER BY created_at DESC LIMIT 1`);
        return { id };
      },
      'nobody is signed in': async () => {
        cookie = undefined;
        return undefined;
      },
      'Glow Med Spa chose one workflow and paid a starter sprint': clientWithPaidSprint,
      'a business that chose no workflow paid a growth sprint': () => growthSprintOfNewBusiness(0),
      'a business paid a growth sprint just now': () => growthSprintOfNewBusiness(1),
      'a lead was lost to another agency': lostLead,
      [`a business whose other address ${SECOND_ADDRESS} submitted too`]: clientWithSecondAddress,
      [`${SECOND_ADDRESS} was merged into another business`]: mergedSecondAddress,
      [`${DANA} was invited as staff`]: danaInvited,
      [`${DANA} opened the invitation and was offered a TOTP secret`]: danaEnrolling,
      [`Dana Reyes (${DANA}) is on the team, and no invitation is open`]: danaOnTheTeam,
      "Dana Reyes's password was right and her code is awaited": danaPasswordProven,
      'Dana Reyes is signed in': async () => {
        cookie = await desk.t.adminCookie({ accountId: (await danaOnTheTeam()).id, role: 'staff' });
        return undefined;
      },
      'Glow Med Spa was sent an email': emailedClient,
      'Glow Med Spa left a starter checkout unpaid': clientWithUnpaidSprint,
      'the recovery email template is the default': async () => {
        await desk.t.query('DELETE FROM $schema.email_templates');
        return undefined;
      },
      // Its call goes afterwards: an interaction that only reads it leaves no call in the way of one that books.
      'Glow Med Spa has a booked video call': { setup: clientWithBookedCall, teardown: clearCalendar },
      'the agency calendar has open slots': clearCalendar,
      'Glow Med Spa finished the wizard and the agency calendar has open slots': wizardFinished,
      'Glow Med Spa booked a call on the site': bookedOnTheSite,
      'a visitor booked an open slot by a typed email, and its inbox was sent the confirmation link': heldByTypedEmail,
      "Glow Med Spa's plan was generated": plannedFixtureClient,
      'a business chose no workflow': unplannedClient,
      'another business chose one workflow': anotherBusiness,
      "another business's next step is due today, and a ticket waits on the agency": stepDueToday,
      'another business has an open task due in a month': () => openTask('submission'),
      "another business's open task repeats every week": () => openTask('task'),
      'another business was sent a proposal': () => proposedBusiness('submission', true),
      'Glow Med Spa was emailed the link to its proposal, priced as setup with a deposit': proposalLinkSent,
      'another business accepted its proposal, and the worker renders documents': acceptedProposal,
      "Glow Med Spa's emailed proposal is past its last day": proposalPastItsDay,
      "another business's proposal is a draft": () => proposedBusiness('proposal', false),
      "Glow Med Spa's onboarding form was generated": onboardedClient,
      "the signed-in client's onboarding form asks for a contact and a tone": clientWithOnboardingForm,
      'Glow Med Spa was emailed the link to its onboarding form, which asks for a contact and a tone': onboardingLinkSent,
      "the signed-in client's automation is live, and the worker renders reports": liveClientWithWorker,
      [`${exampleIntake.contactEmail} has a client account`]: clientAccount,
      'the client of Glow Med Spa, which chose one workflow, is signed in': signedInClient,
      "Glow Med Spa's client account has a pending automation": pendingAutomation,
      "Glow Med Spa's live automation has a run report": automationWithRunReport,
      "Glow Med Spa's client account, by its id": clientAccountById,
      "Glow Med Spa's automation was issued the example run token": automationWithExampleToken,
      [`${exampleIntake.contactEmail} was sent a password reset link`]: resetLinkSent,
      [`${exampleIntake.contactEmail} signed up and was sent a confirmation link`]: confirmationSent,
      [`${exampleIntake.contactEmail}'s account moved to another address, and the former one was sent a link to undo it`]: emailMoved,
      'the signed-in client has not confirmed its email yet': unconfirmedClient,
      "the signed-in client's automation was paused by the agency": async () => ({ id: (await changedAutomation({ status: 'paused' })).automationId }),
      "an admin is signed in, and Glow Med Spa's client opened a support ticket": () => supportTicket(false),
      "the signed-in client's support ticket was answered by the agency": () => supportTicket(true),
      'the signed-in client was told its automation is live': async () => {
        const { accountId } = await changedAutomation({ status: 'live' });
        const [notification] = await desk.t.app.get(ClientNotificationRepository).newest(accountId);
        return { id: notification.id };
      },
    },
    afterEach: async () => {
      await worker?.stop();
      worker = undefined;
    },
    logLevel: 'warn',
  }).verifyProvider();
});
