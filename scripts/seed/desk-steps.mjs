// What the agency does in the desk for the demo businesses: its work on their automations (building, live
// with a run token), a refund, a lost lead's reason, a note, the emails it writes, its support replies.
import contracts from '@biz/contracts';
import { SeedProblem } from './api-actor.mjs';

const { Packages } = contracts;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A date `days` ago as the desk's date fields take it (YYYY-MM-DD). */
export const daysAgo = (days) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/** Polls `read` until `ready(value)`, for the product's own queue hops (a paid order becoming work, a plan). */
export async function waitFor(what, read, ready, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ready(value)) return value;
    if (Date.now() > deadline) throw new SeedProblem(`${what}: still not there after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

export const profileOf = (agency, business, submissionId) => agency.call(`${business.name}: open the record`, 'submissionProfile', { params: { id: submissionId } });

/** The paid sprint's automations, once billing's notice has made them work on the record. */
export function sprintAutomations(agency, business, submissionId) {
  const covers = Packages[business.sprint].automations;
  return waitFor(`${business.name}: the paid sprint's automations`, () => profileOf(agency, business, submissionId), (p) => p.automations.filter((a) => a.sprint).length >= covers).then((p) =>
    p.automations.filter((a) => a.sprint),
  );
}

/** Building: each automation in progress, some further along. */
export async function startBuilding(agency, business, automations) {
  for (const [i, automation] of automations.entries()) {
    await agency.call(`${business.name}: build ${automation.title}`, 'updateAutomation', { params: { id: automation.id }, body: { status: i === 0 ? 'testing' : 'in_progress', progressPercent: i === 0 ? 80 : 35 + 10 * i } });
  }
}

/**
 * Live since `liveDays` ago, valued at a few minutes a run, with a run token the platform reports with; the
 * last of a growth sprint's three is still being built. Returns the live ones with their tokens.
 */
export async function goLive(agency, business, automations, liveDays) {
  const live = [];
  for (const [i, automation] of automations.entries()) {
    const step = `${business.name}: ${automation.title} live`;
    if (i === 2) {
      await agency.call(step, 'updateAutomation', { params: { id: automation.id }, body: { status: 'in_progress', progressPercent: 60 } });
      continue;
    }
    await agency.call(step, 'updateAutomation', { params: { id: automation.id }, body: { status: 'live', progressPercent: 100, goLiveDate: daysAgo(liveDays - 5 * i), minutesPerRun: 4 + 3 * i } });
    const { token } = await agency.call(`${step} (run token)`, 'issueAutomationIngestToken', { params: { id: automation.id }, body: {} });
    live.push({ automation, token, since: liveDays - 5 * i });
  }
  return live;
}

/** The owner refunds the sprint within its guarantee: the business is lost by it. */
export async function refundSprint(agency, business, submissionId) {
  const profile = await waitFor(`${business.name}: the paid order`, () => profileOf(agency, business, submissionId), (p) => p.orders.some((o) => o.status === 'paid'));
  const order = profile.orders.find((o) => o.status === 'paid');
  await agency.call(`${business.name}: refund`, 'adminRefundOrder', { params: { id: order.id }, body: {} });
}

/** After the call: the agency drafts a proposal from the plan, says what it covers, and sends it by link. */
export async function sendProposal(agency, business, submissionId) {
  const draft = await agency.call(`${business.name}: draft a proposal`, 'draftProposal', { params: { id: submissionId }, body: {} });
  const { items, terms, validUntil } = draft;
  const message = `As discussed on our call, ${business.person}: we set up the ${items.length} automations of your plan, then run them for one monthly price.`;
  await agency.call(`${business.name}: word the proposal`, 'updateProposal', { params: { id: draft.id }, body: { items, terms, validUntil, message } });
  return agency.call(`${business.name}: send the proposal`, 'sendProposal', { params: { id: draft.id }, body: {} });
}

export function markLost(agency, business, submissionId, reason) {
  return agency.call(`${business.name}: lost`, 'moveBusinessStage', { params: { id: submissionId }, body: { stage: 'lost', reason } });
}

/** A call task on the business (no owner: the whole team's), due `dueInDays` from today (negative: overdue). */
export function addTask(agency, business, submissionId, title, dueInDays) {
  return agency.call(`${business.name}: task`, 'createTask', { params: { id: submissionId }, body: { title, type: 'call', dueOn: daysAgo(-dueInDays), ownerStaffId: null } });
}

export function addNote(agency, business, submissionId, text) {
  return agency.call(`${business.name}: note`, 'addBusinessNote', { params: { id: submissionId }, body: { body: text } });
}

/**
 * The plan written and both emails the wizard promised ("on its way", then the plan) out of the queue: a
 * sent plan email moves the business to Plan sent, even out of Lost, so the agency's own moves come after.
 */
export function planDelivered(agency, business, submissionId) {
  const out = (p) => p.submission.status !== 'pending' && p.emails.length >= 2 && p.emails.every((e) => e.status !== 'queued');
  return waitFor(`${business.name}: the plan email`, () => profileOf(agency, business, submissionId), out);
}

/**
 * Plan sent: the agency's follow-up after the plan. Only an email SMTP accepted moves a business by itself;
 * a stack that keeps its emails in the log (`npm start` without SMTP_URL) never sends one, so there the
 * agency moves it by hand, as it would after sending the plan itself.
 */
export async function planSent(agency, business, submissionId) {
  const draft = await agency.call(`${business.name}: draft a follow-up`, 'generateEmail', { body: { clientId: submissionId, emailType: 'follow_up' } });
  await agency.call(`${business.name}: send the follow-up`, 'sendEmail', { body: { clientId: submissionId, subject: draft.subject, body: draft.body, emailType: 'follow_up' } });
  const { pipeline } = await profileOf(agency, business, submissionId);
  if (pipeline.stage === 'new') await agency.call(`${business.name}: plan sent`, 'moveBusinessStage', { params: { id: submissionId }, body: { stage: 'plan_sent' } });
}
