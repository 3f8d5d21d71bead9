// One demo business, from its first visit to where demo-businesses.mjs says it got, each step through the
// API the product's own screens use; the stage on the desk follows from what happened (and, for a lost
// lead, from the agency's move by hand).
import { ApiActor } from './api-actor.mjs';
import { answerTicket, confirmByReset, openTicket, signUpAndConfirm, subscribe } from './client-steps.mjs';
import { DEMO_CLIENT } from './demo-businesses.mjs';
import { addNote, goLive, markLost, planDelivered, planSent, refundSprint, addTask, sendProposal, sprintAutomations, startBuilding } from './desk-steps.mjs';
import { reportRuns } from './platform-runs.mjs';
import { askForPlan, bookCall, checkOut, chooseWorkflows } from './visitor-steps.mjs';

/** What the owners who sign in to the portal write to support, and how the agency answers. */
const supportThreads = {
  'Harborview Dental Care': [
    {
      subject: 'Can the recall reminders go out in Spanish too?',
      message: 'About a third of our patients prefer Spanish. Could the recall reminder texts go out in Spanish for them?',
      reply: 'Yes: we will add a Spanish version and pick the language from the patient\'s record. It will be live by Friday.',
      answer: 'Perfect, thank you! Our office manager will double-check the wording.',
      close: true,
    },
    {
      subject: 'After-hours number for missed-call text-back',
      message: 'We got a new after-hours line last week. Can missed calls on that number get the text-back too?',
      reply: 'Of course. Could you send us the new number and the hours it is answered?',
    },
  ],
  'Cornerstone Chiropractic': [
    { subject: 'New insurance field on the intake form', message: 'We now need the patient\'s secondary insurance on the new-patient form. Can you add it to the automation?' },
  ],
};

/** Seeds `business`; `slot` is its call's start when it books one; `totals.runs` adds the runs its platform reported. */
export async function seedBusiness({ business, agency, config, totals, slot, localAddress }) {
  const visitor = new ApiActor(config.baseUrl, { localAddress });
  const { submissionId, suggestions } = await askForPlan(visitor, business);
  if (business.plan) {
    await chooseWorkflows(visitor, business, submissionId, suggestions, business.plan);
    await planDelivered(agency, business, submissionId);
  }
  if (business.call) await bookCall(visitor, business, submissionId, slot);
  if (business.proposal) await sendProposal(agency, business, submissionId);
  if (business.abandoned) await checkOut(visitor, business, business.abandoned, { pay: false });
  if (business.sprint) await checkOut(visitor, business, business.sprint, { pay: true });
  if (business.refund) await refundSprint(agency, business, submissionId);
  if (business.lost) {
    await addNote(agency, business, submissionId, `Spoke with ${business.person}: ${business.lost}`);
    await markLost(agency, business, submissionId, business.lost);
  }
  if (business.plan && !business.call && !business.sprint && !business.lost) {
    await planSent(agency, business, submissionId);
    await addTask(agency, business, submissionId, `Call ${business.person} about the plan`, business.abandoned ? -2 : business.plan - 1);
  }
  if (business.call && !business.sprint && !business.lost) {
    await addNote(agency, business, submissionId, `${business.person} wants to hear about ${business.goals[0].toLowerCase()} on the call.`);
    await addTask(agency, business, submissionId, 'Prepare the strategy call: pick two automations to demo', 0);
  }
  if (business.delivery) {
    const automations = await sprintAutomations(agency, business, submissionId);
    if (business.delivery === 'in_progress') await startBuilding(agency, business, automations);
    else for (const live of await goLive(agency, business, automations, business.sprint === 'growth' ? 26 : 18)) totals.runs += await reportRuns(config.baseUrl, live);
  }
  if (business.client) await seedClient({ business, agency, config, localAddress });
}

/**
 * The owner's account in the portal: confirmed, subscribed, and a support thread or two the agency answered.
 * `resume`: a run cut short may have left the account unconfirmed (nothing after the confirmation was done).
 */
export async function seedClient({ business, agency, config, localAddress, resume = false }) {
  const client = new ApiActor(config.baseUrl, { localAddress });
  const password = business.name === DEMO_CLIENT.name ? DEMO_CLIENT.password : `${business.name} portal password`;
  if (!(resume && (await confirmByReset(client, business, password, config.outboxFile)))) await signUpAndConfirm(client, business, password, config.outboxFile);
  await subscribe(client, business, business.name === DEMO_CLIENT.name ? 'Growth' : 'Starter');
  for (const thread of supportThreads[business.name] ?? []) {
    const ticket = await openTicket(client, business, thread.subject, thread.message);
    if (!thread.reply) continue;
    await agency.call(`${business.name}: reply to "${thread.subject}"`, 'replyToTicket', { params: { id: ticket.id }, body: { message: thread.reply } });
    if (thread.answer) await answerTicket(client, business, ticket.id, thread.answer);
    if (thread.close) await agency.call(`${business.name}: close "${thread.subject}"`, 'setTicketStatus', { params: { id: ticket.id }, body: { status: 'closed' } });
  }
}
