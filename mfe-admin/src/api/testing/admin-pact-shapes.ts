import { AgencyEmailStatus, EmailKeeper, PipelineStages, TimelineEvent } from '@biz/contracts';
import { BUSINESS_ID, exampleIntake } from '@biz/contracts/testing';
import { at, businessHistoryShape, businessRowShape, calendarDay, oneOf, paidOrderShape, sprintAutomationShape, sprintShape, submissionShape, suggestionShape } from '@biz/contracts/testing/pact';
import { MatchersV3 } from '@pact-foundation/pact';

/**
 * What the admin desk's pacts expect of svc-admin's answers, by shape with the fixtures as examples (the
 * shared entity shapes are `@biz/contracts/testing/pact`). Test-only (imported by the consumer pact spec alone).
 */
const { boolean, eachLike, integer, like, uuid } = MatchersV3;

/** The fixture business's submission (its plan still being written: no worker runs behind the provider) and its paid sprint. */
export const submission = submissionShape('pending');
/** The same business as a row of the desk's table, with its stage (its paid sprint may have moved it to Won by now). */
export const businessRow = { ...businessRowShape('pending'), stage: oneOf(PipelineStages, 'new') };

/** A business whose next step is due (another than the fixture, its plan still pending): its row, with nobody owning it. */
export const dueRow = { ...businessRow, followUp: { owner: null, nextStep: like('Send the quote'), dueOn: calendarDay('2026-11-27') } };

/** Where the business stands: never lost in the provider's states. */
export const pipelineShape = { businessId: uuid(BUSINESS_ID), stage: oneOf(PipelineStages, 'won'), since: at('2026-11-22T08:02:00.000Z'), lostReason: null };
export const paidOrder = paidOrderShape(exampleIntake);

const timelineKinds = TimelineEvent.options.map((option) => option.shape.kind.value);

/** An email of the record: the "on its way" email its selection was answered by, or billing's confirmation of its sprint. */
const recordEmail = {
  id: uuid('6f1c1c2e-3b0a-4f55-9d4e-2f7d8c1a9b10'),
  to: like(exampleIntake.contactEmail),
  subject: like('Your automation plan for Glow Med Spa is on its way'),
  body: like('Hi Glow Med Spa team,'),
  status: oneOf(AgencyEmailStatus.options, 'queued'),
  smtpResponse: null,
  createdAt: at('2026-11-22T08:02:00.000Z'),
  sentAt: null,
  keptBy: oneOf(EmailKeeper.options, 'agency'),
};

/** GET /api/admin/clients/:id/profile: every event has a kind and a time; the page words each kind. */
export const profileShape = {
  submission,
  business: businessHistoryShape('pending'),
  suggestions: eachLike(suggestionShape),
  selectedWorkflows: eachLike(suggestionShape),
  selectedAt: at('2026-11-22T08:00:30.000Z'),
  generations: eachLike({
    kind: oneOf(['suggestions', 'plan'], 'suggestions'),
    source: oneOf(['llm', 'catalog', 'catalog-fallback'], 'catalog'),
    model: like('catalog-v1'),
    latencyMs: integer(0),
    promptTokens: integer(0),
    completionTokens: integer(0),
    repaired: boolean(false),
    createdAt: at('2026-11-22T08:00:00.000Z'),
  }),
  orders: eachLike(paidOrder),
  // The provider's client has had no email or call from the agency yet.
  emails: eachLike(recordEmail),
  calls: [],
  timeline: eachLike({ kind: oneOf(timelineKinds, 'submitted'), at: at('2026-11-22T08:00:00.000Z') }),
  // Its payment made it a client account and an invitation, not opened yet: the address is not proven.
  account: {
    id: uuid('7a1d2c3b-4e5f-4a6b-9c8d-0e1f2a3b4c5d'),
    email: like(exampleIntake.contactEmail),
    businessName: like(exampleIntake.businessName),
    createdAt: at('2026-11-22T08:02:00.000Z'),
    emailNotifications: boolean(true),
    emailVerified: boolean(false),
    hourValue: { cents: integer(2500), setFor: oneOf(['client', 'agency-default'], 'agency-default') },
  },
  // Its paid starter sprints (each provider state pays one more) made the one workflow it chose their automation.
  automations: eachLike(sprintAutomationShape('starter')),
  sprints: eachLike(sprintShape('starter', 1, 1)),
  pipeline: pipelineShape,
  // The agency merged no other address into it, and its client never signed in, so no tickets.
  merges: [],
  tickets: [],
  subscription: null,
  // The fixture business is nobody's, with no notes (the follow-up pacts write on another business); its next step is the call its payment set.
  followUp: { owner: null, nextStep: like('Book the discovery call of the Starter Sprint'), dueOn: calendarDay('2026-11-22') },
  notes: [],
  // The client has not answered its onboarding form.
  onboarding: null,
  // It was sent no proposal.
  acceptedProposalsCents: 0,
};
