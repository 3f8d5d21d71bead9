import { AdminLoginRequest, CSV_CONTENT_TYPE, PipelineStages, ONBOARDING_FORM_CONTENT_TYPE, PLAN_PDF_CONTENT_TYPE, ServerMessage, SUBMISSIONS_CSV_FILE_NAME } from '@biz/contracts';
import { BUSINESS_ID, EXAMPLE_INGEST_TOKEN, SECOND_ADDRESS, SUBMISSION_ID, UNKNOWN_SUBMISSION_ID, exampleAdminPassword, PACT_DIR } from '@biz/contracts/testing';

/** A merge's id, as the provider makes one. */
const MERGE_ID = '4d2c6b8a-1e3f-4a5b-9c7d-8e9f0a1b2c3d';
import { createQueryClient } from '@biz/ui-kit/query';
import { failureOf, requestFromState, requestOf, withBrowserOrigin } from '@biz/ui-kit/jest/pact-browser-fetch';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { fetchFile } from './endpoint-calls';
import { fetchDashboard, fetchMyDay } from './admin-api';
import { adminLogin, adminLogout, adminStatusKey, fetchAdminStatus } from './session-api';
import { cancelCall, fetchCallOptions, fetchDeskCalls, generateMeetingLink, rescheduleCall, scheduleCall } from '../calls/calls-api';
import { addBusinessNote, fetchStaffDirectory, setFollowUp } from '../follow-ups/follow-ups-api';
import { eraseSubmission } from '../dashboard/delete-client-api';
import { fetchRecoveryTemplate, sendCheckoutRecovery, updateRecoveryTemplate, fetchOrders, refundOrder, withdrawCheckoutRecovery } from '../orders/orders-api';
import { fetchSubmissionProfile } from '../profile/profile-api';
import { createBusiness, fetchBusinessRecord } from '../record/record-api';
import { fetchPipelineBoard, moveBusinessStage } from '../pipeline/pipeline-api';
import { fetchSubscriptions } from '../subscriptions/subscriptions-api';
import { generateEmail, resendEmail, sendEmail } from '../emails/email-api';
import { generateOnboardingForm, sendOnboardingLink, withdrawOnboardingLinks } from '../onboarding/onboarding-api';
import { mergeBusiness, undoBusinessMerge } from '../merges/merges-api';
import { updateAutomation, chooseSprintWorkflows, fetchRunReports, fetchWorkflowCatalog, issueAutomationIngestToken, voidRunReport } from '../automations/automations-api';
import { setHourValue } from '../record/record-api';
import { ACCOUNT_ID, at, automationShape, calendarDay, clearedSessionCookieShape, jsonHeaders, oneOf, ORDER_ID, PDF_EXAMPLE, sessionCookieShape, sprintAutomationShape, sprintShape } from '@biz/contracts/testing/pact';
import { businessRow, dueRow, paidOrder, pipelineShape, profileShape } from './testing/admin-pact-shapes';

const pact = new PactV4({ consumer: 'mfe-admin', provider: 'svc-admin', dir: PACT_DIR, logLevel: 'warn' });
const { boolean, eachLike, fromProviderState, integer, like, number, regex, uuid } = MatchersV3;

// The session is the cookie the browser keeps: the provider's state says whether one comes with the request.
const SIGNED_IN = 'an admin is signed in';
const ANONYMOUS = 'nobody is signed in';
// A business as visitors make one: the wizard, one workflow chosen, a starter sprint paid. Its id, and the first
// day the agency can book a call, are the provider's.
const CLIENT = 'Glow Med Spa chose one workflow and paid a starter sprint';
// The fixture business after the agency wrote to it / booked a call with it: the email's or call's id is the provider's.
const EMAILED = 'Glow Med Spa was sent an email';
const BOOKED = 'Glow Med Spa has a booked video call';
// The fixture business once the worker has generated its plan / a business that chose no workflow and so has none.
const PLANNED = "Glow Med Spa's plan was generated";
// The fixture business's owner signed up at /client: its chosen workflow is a pending automation (the provider's id).
const DELIVERING = "Glow Med Spa's client account has a pending automation";
const REPORTED = "Glow Med Spa's live automation has a run report";
const CLIENT_ACCOUNT = "Glow Med Spa's client account, by its id";
const UNPLANNED = 'a business chose no workflow';
// A business that chose no workflow paid a growth sprint: its three automations wait for the agency's choice (the order's id is the provider's).
const SPRINT_TO_CHOOSE = 'a business that chose no workflow paid a growth sprint';
// A business paid a growth sprint just now, inside the money-back guarantee (the order's id is the provider's).
const REFUNDABLE = 'a business paid a growth sprint just now';
// Another business than the fixture (so the fixture's record keeps no follow-up); its submission id is the provider's.
const ANOTHER_BUSINESS = 'another business chose one workflow';
// Another business's next step is due today in the agency's zone (the only business new since yesterday), and Glow Med Spa's client opened a ticket.
const STEP_DUE_TODAY = "another business's next step is due today, and a ticket waits on the agency";
// Dana Reyes, a member of the team, as the team screen's pact names her.
const DANA = 'dana@agency.example';
const STAFF_ID = '2f3e4d5c-6b7a-4c8d-9e0f-1a2b3c4d5e6f';
const NOTE_ID = '3a4b5c6d-7e8f-4a9b-8c0d-1e2f3a4b5c6d';
// The fixture business after the agency generated its onboarding form (the catalog's, no LLM configured).
const ONBOARDING = "Glow Med Spa's onboarding form was generated";
// The fixture business's owner signed up and subscribes to Growth, billed yearly (at billing, as the client tab does).
const SUBSCRIBER = "Glow Med Spa's client subscribes to Growth, billed yearly";
/** A card of the board: a lead the provider's state lost to another agency. */
const boardCard = { businessId: uuid(BUSINESS_ID), submissionId: uuid(SUBMISSION_ID), businessName: like('Lost Lead Salon'), contactEmail: like('owner@lost-lead.example'), since: at('2026-11-22T08:02:00.000Z'), lostReason: like('Chose another agency'), nextTask: null };

/** "<status>: <body>" of a call the page turns into a toast. */

describe('mfe-admin → svc-admin', () => {
  it('signs in with the admin password and receives the session cookie', async () => {
    await pact
      .addInteraction()
      .given(ANONYMOUS)
      .uponReceiving('a sign-in with the admin password')
      .withRequest(...requestOf('adminLogin'), (request) => request.jsonBody(AdminLoginRequest.parse({ password: exampleAdminPassword })))
      .willRespondWith(200, (response) => response.headers({ ...jsonHeaders, ...sessionCookieShape }).jsonBody({ success: true }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => adminLogin(exampleAdminPassword))).toEqual({ success: true });
      });
  });

  it("reads the 401 of a wrong password, which the page shows as 'Login Failed'", async () => {
    await pact
      .addInteraction()
      .given(ANONYMOUS)
      .uponReceiving('a sign-in with a wrong password')
      .withRequest(...requestOf('adminLogin'), (request) => request.jsonBody({ password: 'not the password' }))
      .willRespondWith(401, (response) => response.headers(jsonHeaders).jsonBody({ error: { code: 'InvalidAdminPassword', message: like(ServerMessage.invalidAdminPassword) } }))
      .executeTest(async ({ url }) => {
        expect(await failureOf(withBrowserOrigin(url, () => adminLogin('not the password')))).toMatch(/^401: /);
      });
  });

  it('signs out and has the session cookie cleared', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a sign-out')
      .withRequest(...requestOf('adminLogout'), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) => response.headers({ ...jsonHeaders, ...clearedSessionCookieShape }).jsonBody({ success: true }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, adminLogout)).toEqual({ success: true });
      });
  });

  it('reads that the caller is an admin', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a status request with an admin session')
      .withRequest(...requestOf('adminStatus'))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ isAdmin: true, authenticated: true }))
      .executeTest(async ({ url }) => {
        const status = await withBrowserOrigin(url, () => createQueryClient().fetchQuery({ queryKey: adminStatusKey, queryFn: fetchAdminStatus }));
        expect(status).toEqual({ isAdmin: true, authenticated: true });
      });
  });

  it('reads the 401 of a status request without a session as "not an admin"', async () => {
    await pact
      .addInteraction()
      .given(ANONYMOUS)
      .uponReceiving('a status request without a session')
      .withRequest(...requestOf('adminStatus'))
      .willRespondWith(401)
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => createQueryClient().fetchQuery({ queryKey: adminStatusKey, queryFn: fetchAdminStatus }))).toBeNull();
      });
  });

  it('reads the figures and one searched page of submissions', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(CLIENT)
      .uponReceiving('a dashboard search for a business name')
      .withRequest(...requestOf('adminDashboard'), (request) => request.query({ search: 'Glow Med', status: 'all', page: '1', pageSize: '20' }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          stats: { totalSubmissions: integer(1), businesses: integer(1), plansGenerated: integer(0), pendingReview: integer(1), pipelineValue: integer(0) },
          // Nothing sold in this state: the card counts no sprint and no subscription, and shows the selection as proposed.
          pipeline: { sprints: integer(0), subscriptionsYear: integer(0), proposals: integer(0), proposed: integer(166400) },
          // No ticket in this state: nothing waits and no first response is due.
          support: { waiting: integer(0), firstResponses: { due: integer(0), withinPromise: integer(0) } },
          submissions: eachLike(businessRow),
          total: integer(1),
          page: 1,
          pageSize: 20,
        }),
      )
      .executeTest(async ({ url }) => {
        const dashboard = await withBrowserOrigin(url, () => fetchDashboard({ search: 'Glow Med', status: 'all', page: 1, pageSize: 20 }));
        expect(dashboard.submissions[0]).toMatchObject({ id: SUBMISSION_ID, businessName: 'Glow Med Spa', plan: { status: 'pending' } });
      });
  });

  it('reads the paid orders of a searched business, each linked to the submission of its email', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(CLIENT)
      .uponReceiving('a search of the paid orders for a business name')
      .withRequest(...requestOf('adminOrders'), (request) => request.query({ stage: 'paid', search: 'Glow Med', page: '1' }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({ orders: eachLike({ ...paidOrder, submissionId: uuid(SUBMISSION_ID) }), total: integer(1), page: 1, pageSize: integer(20) }),
      )
      .executeTest(async ({ url }) => {
        const { orders } = await withBrowserOrigin(url, () => fetchOrders({ stage: 'paid', search: 'Glow Med', page: 1 }));
        expect(orders[0]).toMatchObject({ id: ORDER_ID, stage: 'paid', submissionId: SUBMISSION_ID });
      });
  });

  it("reads a client's profile: the submission, its orders and the timeline", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(CLIENT)
      .uponReceiving("a request for a client's profile")
      .withRequest(...requestFromState('submissionProfile', { id: SUBMISSION_ID }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody(profileShape))
      .executeTest(async ({ url }) => {
        const profile = await withBrowserOrigin(url, () => fetchSubmissionProfile(SUBMISSION_ID));
        expect(profile.submission.id).toBe(SUBMISSION_ID);
        expect(profile.orders[0]).toMatchObject({ id: ORDER_ID, status: 'paid' });
      });
  });

  it('makes a business by hand, and answers the record to open', async () => {
    const answers = { businessName: 'Referral Dental', contactEmail: 'owner@referral-dental.example', industry: 'dental' as const, companySize: 'Solo' as const, primaryGoals: ['Reduce Manual Work'], idempotencyKey: '3c5e7a90-2b4d-4f6a-8c1e-0d2f4a6b8c0e' };
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a business made by hand')
      .withRequest(...requestOf('createBusiness'), (request) => request.jsonBody({ ...answers, contactEmail: like(answers.contactEmail), idempotencyKey: uuid(answers.idempotencyKey) }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ created: boolean(true), submissionId: uuid(SUBMISSION_ID), businessName: like(answers.businessName) }))
      .executeTest(async ({ url }) => {
        const made = await withBrowserOrigin(url, () => createBusiness(answers));
        expect(made).toEqual({ created: true, submissionId: SUBMISSION_ID, businessName: answers.businessName });
      });
  });

  it.each([
    ["the business's id", BUSINESS_ID, 'businessId'],
    ["one of its submissions' ids", SUBMISSION_ID, 'id'],
  ])("reads a business's record for its page, by %s", async (named, id, stateKey) => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(CLIENT)
      .uponReceiving(`a request for a business's record by ${named}`)
      .withRequest(...requestFromState('businessRecord', { id }, { id: stateKey }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody(profileShape))
      .executeTest(async ({ url }) => {
        const record = await withBrowserOrigin(url, () => fetchBusinessRecord(id));
        expect([record.business.id, record.submission.id]).toEqual([BUSINESS_ID, SUBMISSION_ID]);
      });
  });

  it("is told no business has an unknown id, in the business's not-found message", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a request for the record of a business that does not exist')
      .withRequest(...requestOf('businessRecord', { id: UNKNOWN_SUBMISSION_ID }))
      .willRespondWith(404, (response) => response.headers(jsonHeaders).jsonBody({ error: { code: 'BusinessNotFound', message: ServerMessage.businessNotFound } }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => failureOf(fetchBusinessRecord(UNKNOWN_SUBMISSION_ID)))).toMatch(/^404: .*"BusinessNotFound"/);
      });
  });

  it('moves the business of a client by hand: lost, with its reason', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(CLIENT)
      .uponReceiving('a move of a business to Lost')
      .withRequest(...requestFromState('moveBusinessStage', { id: SUBMISSION_ID }), (request) => request.jsonBody({ stage: 'lost', reason: 'Chose another agency' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ ...pipelineShape, stage: 'lost', lostReason: 'Chose another agency' }))
      .executeTest(async ({ url }) => {
        const state = await withBrowserOrigin(url, () => moveBusinessStage(SUBMISSION_ID, { stage: 'lost', reason: 'Chose another agency' }));
        expect(state).toMatchObject({ stage: 'lost', lostReason: 'Chose another agency' });
      });
  });

  it('reads the first page of every column of the board, each with its total', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given('a lead was lost to another agency')
      .uponReceiving('a request for the board')
      .withRequest(...requestOf('pipelineBoard'))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          // Every stage, in order; a column may be empty.
          columns: eachLike({ stage: oneOf(PipelineStages, 'lost'), total: integer(1), cards: eachLike(boardCard, 0) }, PipelineStages.length),
          page: 1,
          pageSize: 20,
        }),
      )
      .executeTest(async ({ url }) => {
        const board = await withBrowserOrigin(url, () => fetchPipelineBoard({}));
        expect(board.columns).toHaveLength(PipelineStages.length);
      });
  });

  it("reads a page of the board's Lost column, each card with its reason", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given('a lead was lost to another agency')
      .uponReceiving("a request for the first page of the board's Lost column")
      .withRequest(...requestOf('pipelineBoard'), (request) => request.query({ stage: 'lost', page: '1', pageSize: '20' }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          columns: [
            {
              stage: 'lost',
              total: integer(1),
              cards: eachLike(boardCard),
            },
          ],
          page: 1,
          pageSize: 20,
        }),
      )
      .executeTest(async ({ url }) => {
        const board = await withBrowserOrigin(url, () => fetchPipelineBoard({ stage: 'lost', page: 1, pageSize: 20 }));
        expect(board.columns[0]).toMatchObject({ stage: 'lost', total: 1, cards: [{ businessName: 'Lost Lead Salon', lostReason: 'Chose another agency' }] });
      });
  });

  it("merges the business's other address into it, and undoes the merge", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(`a business whose other address ${SECOND_ADDRESS} submitted too`)
      .uponReceiving('a merge of another address into a business')
      .withRequest(...requestFromState('mergeBusiness', { id: SUBMISSION_ID }), (request) => request.jsonBody({ email: SECOND_ADDRESS }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ id: uuid(MERGE_ID), emails: eachLike(SECOND_ADDRESS), at: at('2026-11-27T10:00:00.000Z'), by: { kind: 'bootstrap-owner' } }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => mergeBusiness(SUBMISSION_ID, { email: SECOND_ADDRESS }))).toMatchObject({ id: MERGE_ID, emails: [SECOND_ADDRESS] });
      });
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(`${SECOND_ADDRESS} was merged into another business`)
      .uponReceiving('the undo of a merge')
      .withRequest(...requestFromState('undoBusinessMerge', { id: MERGE_ID }), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ undone: true }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => undoBusinessMerge(MERGE_ID))).toEqual({ undone: true });
      });
  });

  it("lists the team's names, to choose who owns a business", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(`Dana Reyes (${DANA}) is on the team, and no invitation is open`)
      .uponReceiving('a request for the names of the team')
      .withRequest(...requestOf('staffDirectory'))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ members: eachLike({ id: uuid(STAFF_ID), name: like('Dana Reyes') }) }))
      .executeTest(async ({ url }) => {
        const { members } = await withBrowserOrigin(url, () => fetchStaffDirectory());
        expect(members[0]).toMatchObject({ name: 'Dana Reyes' });
      });
  });

  it("sets who owns a business, and writes a note on it", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(ANOTHER_BUSINESS)
      .uponReceiving("a follow-up of another business: nobody's, nothing open")
      .withRequest(...requestFromState('setFollowUp', { id: SUBMISSION_ID }), (request) => request.jsonBody({ ownerStaffId: null }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ owner: null, nextStep: null, dueOn: null }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => setFollowUp(SUBMISSION_ID, { ownerStaffId: null }))).toEqual({ owner: null, nextStep: null, dueOn: null });
      });
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(ANOTHER_BUSINESS)
      .uponReceiving('a note on another business')
      .withRequest(...requestFromState('addBusinessNote', { id: SUBMISSION_ID }), (request) => request.jsonBody({ body: 'Prefers calls after 3 pm' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ id: uuid(NOTE_ID), body: 'Prefers calls after 3 pm', at: at('2026-11-27T10:00:00.000Z'), by: { kind: 'bootstrap-owner' } }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => addBusinessNote(SUBMISSION_ID, { body: 'Prefers calls after 3 pm' }))).toMatchObject({ body: 'Prefers calls after 3 pm', by: { kind: 'bootstrap-owner' } });
      });
  });

  it("reads the day: the team's, for the owner's password sign-in", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(STEP_DUE_TODAY)
      .uponReceiving('a request for my day')
      .withRequest(...requestOf('myDay'), (request) => request.query({ scope: 'mine' }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          scope: 'team',
          today: calendarDay('2026-11-27'),
          timeZone: like('America/New_York'),
          dueToday: { items: eachLike(dueRow), total: integer(1) },
          overdue: { items: [], total: 0 },
          newSinceYesterday: { items: eachLike(dueRow), total: integer(1) },
          ticketsWaiting: { items: eachLike({ id: uuid(), subject: like('Booking link broken'), status: 'open', business: { accountId: uuid(ACCOUNT_ID), businessName: like('Glow Med Spa'), email: like('owner@glowmedspa.com') }, createdAt: at('2026-11-24T10:00:00.000Z'), lastActivityAt: at('2026-11-24T10:00:00.000Z'), firstResponseAt: null, messageCount: integer(1) }), total: integer(1) },
        }),
      )
      .executeTest(async ({ url }) => {
        const day = await withBrowserOrigin(url, () => fetchMyDay({ scope: 'mine' }));
        expect(day).toMatchObject({ scope: 'team', overdue: { total: 0 } });
        expect(day.dueToday.items[0].followUp).toMatchObject({ nextStep: 'Send the quote' });
      });
  });

  it('deletes a client', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(CLIENT)
      .uponReceiving('a deletion of a client')
      .withRequest(...requestFromState('eraseSubmission', { id: SUBMISSION_ID }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ success: true }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => eraseSubmission(SUBMISSION_ID))).toEqual({ success: true });
      });
  });

  it('reads the recovery email template, the default until the agency saves one', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given('the recovery email template is the default')
      .uponReceiving('a request for the recovery email template')
      .withRequest(...requestOf('checkoutRecoveryTemplate'))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ subject: like('Your {{packageName}} is still waiting for you'), body: like('Hi {{businessName}}, {{resumeLink}}'), updatedAt: null }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, fetchRecoveryTemplate)).toMatchObject({ updatedAt: null });
      });
  });

  it("saves the agency's recovery email template", async () => {
    const template = { subject: 'Still thinking, {{businessName}}?', body: 'Your {{packageName}} waits: {{resumeLink}}' };
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a new recovery email template')
      .withRequest(...requestOf('updateCheckoutRecoveryTemplate'), (request) => request.jsonBody(template))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ ...template, updatedAt: at('2026-11-27T10:00:00.000Z') }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => updateRecoveryTemplate(template))).toEqual({ ...template, updatedAt: '2026-11-27T10:00:00.000Z' });
      });
  });

  it("withdraws the resume links of an abandoned checkout: how many were live", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given('Glow Med Spa left a starter checkout unpaid')
      .uponReceiving('a withdrawal of the resume links of one order')
      .withRequest(...requestFromState('withdrawCheckoutRecovery', { id: SUBMISSION_ID }), (request) => request.jsonBody({ orderId: fromProviderState('${orderId}', ORDER_ID) }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ success: true, withdrawn: integer(0) }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => withdrawCheckoutRecovery(SUBMISSION_ID, ORDER_ID))).toEqual({ success: true, withdrawn: 0 });
      });
  });

  it('queues the recovery email of an abandoned checkout', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given('Glow Med Spa left a starter checkout unpaid')
      .uponReceiving('a request for the recovery email of one order')
      .withRequest(...requestFromState('sendCheckoutRecovery', { id: SUBMISSION_ID }), (request) => request.jsonBody({ orderId: fromProviderState('${orderId}', ORDER_ID) }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ success: true, emailId: uuid('3b6f9c2d-8e1a-4f7b-9d3c-5a2e8f1b7c4d') }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => sendCheckoutRecovery(SUBMISSION_ID, ORDER_ID))).toEqual({ success: true, emailId: '3b6f9c2d-8e1a-4f7b-9d3c-5a2e8f1b7c4d' });
      });
  });

  it("drafts an email for a client, the provider's template or LLM wording", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(CLIENT)
      .uponReceiving('a request for a plan-ready email draft')
      .withRequest(...requestOf('generateEmail'), (request) => request.jsonBody({ clientId: fromProviderState('${id}', SUBMISSION_ID), emailType: 'plan_ready' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ subject: like('Your automation plan for Glow Med Spa is ready'), body: like('Hi Glow Med Spa team,') }))
      .executeTest(async ({ url }) => {
        const draft = await withBrowserOrigin(url, () => generateEmail({ clientId: SUBMISSION_ID, emailType: 'plan_ready' }));
        expect(draft.subject).toContain('Glow Med Spa');
      });
  });

  it('sends the email the admin wrote, which the log keeps under an id', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(CLIENT)
      .uponReceiving('an email to send')
      .withRequest(...requestOf('sendEmail'), (request) => request.jsonBody({ clientId: fromProviderState('${id}', SUBMISSION_ID), subject: 'Your plan', body: 'Hi Glow Med Spa team' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ success: boolean(true), emailId: uuid('7d3e1c2b-9a8f-4e6d-8c5b-4a3f2e1d0c9b') }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => sendEmail({ clientId: SUBMISSION_ID, subject: 'Your plan', body: 'Hi Glow Med Spa team' }))).toMatchObject({ success: true });
      });
  });

  it("reads the call scheduler's options: days, slots and durations in the agency's zone", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a request for the call options')
      .withRequest(...requestOf('callOptions'))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({ timeZone: like('America/New_York'), dates: eachLike(calendarDay('2026-11-25')), times: eachLike(regex('^\\d{2}:\\d{2}$', '09:00')), durations: eachLike(integer(30)), defaultDuration: 30 }),
      )
      .executeTest(async ({ url }) => {
        const options = await withBrowserOrigin(url, fetchCallOptions);
        expect(options.dates[0]).toBe('2026-11-25');
      });
  });

  it('books a call on a day the scheduler offers and reads its meeting link', async () => {
    const link = 'https://meet.jit.si/BizAutomate-q7Zr2Wc9XyLpA1bN3mK8vQ';
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(CLIENT)
      .uponReceiving('a video call to book')
      .withRequest(...requestOf('scheduleCall'), (request) =>
        request.jsonBody({ clientId: fromProviderState('${id}', SUBMISSION_ID), callType: 'video', duration: 30, scheduledDate: fromProviderState('${date}', '2026-11-25'), scheduledTime: '10:00', agenda: 'Plan review' }),
      )
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ meetingLink: regex('^https://\\S+$', link), callId: uuid('0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e') }))
      .executeTest(async ({ url }) => {
        const booked = await withBrowserOrigin(url, () => scheduleCall({ clientId: SUBMISSION_ID, callType: 'video', duration: 30, scheduledDate: '2026-11-25', scheduledTime: '10:00', agenda: 'Plan review' }));
        expect(booked.meetingLink).toBe(link);
      });
  });

  it('makes an instant meeting link', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a request for a meeting link')
      .withRequest(...requestOf('generateMeetingLink'), (request) => request.jsonBody({ callType: 'phone', duration: 15 }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ meetingLink: regex('^https://\\S+$', 'https://meet.jit.si/BizAutomate-q7Zr2Wc9XyLpA1bN3mK8vQ') }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => generateMeetingLink({ callType: 'phone', duration: 15 }))).meetingLink).toMatch(/^https:/);
      });
  });

  it("generates a client's onboarding form in the contract's shape", async () => {
    const field = { id: like('contact-name'), label: like('Who is our main contact?'), type: like('text'), required: boolean(true), category: like('Business basics') };
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(CLIENT)
      .uponReceiving("a request for a client's onboarding form")
      .withRequest(...requestFromState('generateOnboardingForm', { id: SUBMISSION_ID }), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          title: like('Glow Med Spa onboarding'),
          description: like('What we need from Glow Med Spa.'),
          estimatedTime: like('15 minutes'),
          fields: eachLike(field),
          phases: eachLike({ title: like('Instagram DM Autoresponder'), description: like('Answers new DMs instantly.'), fields: eachLike(field) }),
          nextSteps: eachLike(like('Send the form back.')),
          implementationGuide: { overview: like('We build on your accounts.'), timeline: { totalDuration: like('2-3 weeks') } },
          successMetrics: { kpis: eachLike(like('Replies within a minute')) },
        }),
      )
      .executeTest(async ({ url }) => {
        const form = await withBrowserOrigin(url, () => generateOnboardingForm(SUBMISSION_ID));
        expect(form.title).toBe('Glow Med Spa onboarding');
      });
  });

  it("emails the client the signed link to its onboarding form: queued in the email log, with the link's expiry", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(CLIENT)
      .uponReceiving("a request to email a client its onboarding form's link")
      .withRequest(...requestFromState('sendOnboardingLink', { id: SUBMISSION_ID }), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ success: true, emailId: uuid('6c2d0b1a-8f7e-4d5c-9b4a-3f2e1d0c9b8a'), expiresAt: at('2026-12-28T10:00:00.000Z') }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => sendOnboardingLink(SUBMISSION_ID))).success).toBe(true);
      });
  });

  it('withdraws every onboarding link emailed to the client so far', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(CLIENT)
      .uponReceiving("a withdrawal of a client's onboarding links")
      .withRequest(...requestFromState('withdrawOnboardingLinks', { id: SUBMISSION_ID }), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ success: true, withdrawnAt: at('2026-12-06T10:00:00.000Z') }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => withdrawOnboardingLinks(SUBMISSION_ID))).success).toBe(true);
      });
  });

  it('sends a logged email again, as a new entry of the log', async () => {
    const emailId = '7d3e1c2b-9a8f-4e6d-8c5b-4a3f2e1d0c9b';
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(EMAILED)
      .uponReceiving('a resend of a logged email')
      .withRequest(...requestFromState('resendEmail', { id: emailId }), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ success: boolean(true), emailId: uuid('0c9b7d3e-1c2b-4a8f-9e6d-8c5b4a3f2e1d') }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => resendEmail(emailId))).success).toBe(true);
      });
  });

  it('moves a booked call to another offered day; the meeting link stays', async () => {
    const callId = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
    const link = 'https://meet.jit.si/BizAutomate-q7Zr2Wc9XyLpA1bN3mK8vQ';
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(BOOKED)
      .uponReceiving('a booked call moved')
      .withRequest(...requestFromState('rescheduleCall', { id: callId }), (request) =>
        request.jsonBody({ duration: 30, scheduledDate: fromProviderState('${date}', '2026-11-26'), scheduledTime: '11:30' }),
      )
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ meetingLink: regex('^https://\\S+$', link), callId: uuid(callId) }))
      .executeTest(async ({ url }) => {
        const moved = await withBrowserOrigin(url, () => rescheduleCall(callId, { duration: 30, scheduledDate: '2026-11-26', scheduledTime: '11:30' }));
        expect(moved).toEqual({ meetingLink: link, callId });
      });
  });

  it("lists the agency's calls across businesses, each with its business", async () => {
    const callId = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(BOOKED)
      .uponReceiving("a request for the agency's calls")
      .withRequest(...requestOf('deskCalls'))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          upcoming: eachLike({
            id: uuid(callId),
            callType: 'video',
            duration: 30,
            startsAt: at('2026-11-26T15:00:00.000Z'),
            scheduledDate: calendarDay('2026-11-26'),
            scheduledTime: '10:00',
            timeZone: like('America/New_York'),
            agenda: null,
            notes: null,
            meetingLink: regex('^https://\\S+$', 'https://meet.jit.si/BizAutomate-q7Zr2Wc9XyLpA1bN3mK8vQ'),
            status: 'scheduled',
            createdAt: at('2026-11-24T10:00:00.000Z'),
            submissionId: uuid(SUBMISSION_ID),
            businessName: like('Glow Med Spa'),
            contactEmail: like('owner@glowmedspa.com'),
          }),
          recent: [],
        }),
      )
      .executeTest(async ({ url }) => {
        const { upcoming } = await withBrowserOrigin(url, () => fetchDeskCalls());
        expect(upcoming[0]).toMatchObject({ businessName: 'Glow Med Spa', status: 'scheduled' });
      });
  });

  it('cancels a booked call', async () => {
    const callId = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(BOOKED)
      .uponReceiving('a booked call cancelled')
      .withRequest(...requestFromState('cancelCall', { id: callId }), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ success: true }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => cancelCall(callId))).toEqual({ success: true });
      });
  });

  it('exports the searched submissions as a CSV file', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(CLIENT)
      .uponReceiving('an export of the submissions found for a business name')
      .withRequest(...requestOf('exportSubmissions'), (request) => request.query({ search: 'Glow Med', status: 'all' }))
      .willRespondWith(200, (response) =>
        response
          // The page saves the bytes as they come: what it relies on is the type and the file's name.
          .headers({ 'Content-Type': CSV_CONTENT_TYPE, 'Content-Disposition': `attachment; filename="${SUBMISSIONS_CSV_FILE_NAME}"` }),
      )
      .executeTest(async ({ url }) => {
        const { fileName } = await withBrowserOrigin(url, () => fetchFile('exportSubmissions', { query: { search: 'Glow Med', status: 'all' } }, 'fallback.csv'));
        expect(fileName).toBe(SUBMISSIONS_CSV_FILE_NAME);
      });
  });

  it("downloads a client's onboarding form as an HTML file named after the business", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(ONBOARDING)
      .uponReceiving("a download of a client's onboarding form")
      .withRequest(...requestFromState('downloadOnboardingForm', { id: SUBMISSION_ID }), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) =>
        response
          .headers({
            'Content-Type': ONBOARDING_FORM_CONTENT_TYPE,
            'Content-Disposition': regex('^attachment; filename="[a-z0-9-]+-onboarding-form\\.html"$', 'attachment; filename="glow-med-spa-onboarding-form.html"'),
          }),
      )
      .executeTest(async ({ url }) => {
        const { fileName } = await withBrowserOrigin(url, () => fetchFile('downloadOnboardingForm', { params: { id: SUBMISSION_ID }, body: {} }, 'fallback.html'));
        expect(fileName).toBe('glow-med-spa-onboarding-form.html');
      });
  });

  it("downloads a client's plan as a PDF named after the business", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(PLANNED)
      .uponReceiving("a download of a client's plan")
      .withRequest(...requestFromState('planPdf', { id: SUBMISSION_ID }))
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Disposition': regex('^attachment; filename="[a-z0-9-]+-automation-plan\\.pdf"$', 'attachment; filename="glow-med-spa-automation-plan.pdf"') })
          // A binary body is matched on its content type: the verifier sniffs the provider's bytes for a PDF.
          .body(PLAN_PDF_CONTENT_TYPE, PDF_EXAMPLE),
      )
      .executeTest(async ({ url }) => {
        const { blob, fileName } = await withBrowserOrigin(url, () => fetchFile('planPdf', { params: { id: SUBMISSION_ID } }, 'fallback.pdf'));
        expect(fileName).toBe('glow-med-spa-automation-plan.pdf');
        expect(Buffer.from(await blob.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
      });
  });

  it("reads the 409 of a plan that was never generated, which the page toasts as 'Download Failed'", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(UNPLANNED)
      .uponReceiving('a download of a plan that does not exist yet')
      .withRequest(...requestFromState('planPdf', { id: SUBMISSION_ID }))
      .willRespondWith(409, (response) => response.headers(jsonHeaders).jsonBody({ error: { code: 'PlanNotReady', message: ServerMessage.planNotReady } }))
      .executeTest(async ({ url }) => {
        expect(await failureOf(withBrowserOrigin(url, () => fetchFile('planPdf', { params: { id: SUBMISSION_ID } }, 'fallback.pdf')))).toMatch(/^409: /);
      });
  });

  it("moves a client's automation to live with the minutes a run saves; the answer is the automation as the client sees it", async () => {
    const automationId = '4d5e6f70-8a9b-4c0d-9e1f-2a3b4c5d6e7f';
    const change = { status: 'live', progressPercent: 100, goLiveDate: '2026-11-20', minutesPerRun: 3 } as const;
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(DELIVERING)
      .uponReceiving('an automation moved to live')
      .withRequest(...requestFromState('updateAutomation', { id: automationId }), (request) => request.jsonBody(change))
      .willRespondWith(200, (response) =>
        // Its 30 days of support count from the go-live day.
        response.headers(jsonHeaders).jsonBody(automationShape({ id: uuid(automationId), ...change, lastActivityAt: at('2026-11-24T10:00:00.000Z'), supportEndsOn: '2026-12-19' })),
      )
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => updateAutomation(automationId, change))).status).toBe('live');
      });
  });

  it("issues a run token for a client's automation, shown this once", async () => {
    const automationId = '4d5e6f70-8a9b-4c0d-9e1f-2a3b4c5d6e7f';
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(DELIVERING)
      .uponReceiving('a run token issued for an automation')
      .withRequest(...requestFromState('issueAutomationIngestToken', { id: automationId }), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ token: regex('^ba_run_[A-Za-z0-9_-]{43}$', EXAMPLE_INGEST_TOKEN), issuedAt: at('2026-11-24T10:00:00.000Z') }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => issueAutomationIngestToken(automationId))).token).toBe(EXAMPLE_INGEST_TOKEN);
      });
  });

  it("lists an automation's run reports, newest first, and voids one with the reason", async () => {
    const automationId = '4d5e6f70-8a9b-4c0d-9e1f-2a3b4c5d6e7f';
    const reported = { eventId: 'platform-event-1', at: at('2026-11-24T15:00:00.000Z'), count: like(3), minutesSaved: null, receivedAt: at('2026-11-24T15:00:01.000Z') };
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(REPORTED)
      .uponReceiving("a request for an automation's run reports")
      .withRequest(...requestFromState('automationRunReports', { id: automationId }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ reports: eachLike({ ...reported, voided: null }), total: like(1) }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => fetchRunReports(automationId))).reports[0]).toMatchObject({ eventId: 'platform-event-1', voided: null });
      });
    const request = { eventId: 'platform-event-1', reason: 'A test run of the platform' };
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(REPORTED)
      .uponReceiving('a run report voided by the agency')
      .withRequest(...requestFromState('voidAutomationRunReport', { id: automationId }), (req) => req.jsonBody(request))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ ...reported, voided: { at: at('2026-11-24T16:00:00.000Z'), reason: request.reason } }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => voidRunReport(automationId, request))).voided?.reason).toBe(request.reason);
      });
  });

  it("sets what a client's saved hour is worth, and returns it to the agency's default", async () => {
    const accountId = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
    for (const [hourValueCents, answer] of [
      [6000, { cents: 6000, setFor: 'client' }],
      [null, { cents: 2500, setFor: 'agency-default' }],
    ] as const) {
      await pact
        .addInteraction()
        .given(SIGNED_IN)
        .given(CLIENT_ACCOUNT)
        .uponReceiving(hourValueCents === null ? "a client's hour value returned to the default" : "a client's hour value set by the agency")
        .withRequest(...requestFromState('setClientHourValue', { id: accountId }), (request) => request.jsonBody({ hourValueCents }))
        .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ cents: integer(answer.cents), setFor: answer.setFor }))
        .executeTest(async ({ url }) => {
          expect(await withBrowserOrigin(url, () => setHourValue({ accountId, hourValueCents }))).toEqual(answer);
        });
    }
  });

  it("reads the catalog the agency chooses a sprint's automations from", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a request for the workflow catalog')
      .withRequest(...requestOf('workflowCatalog'))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({ workflows: eachLike({ id: like('online-booking-assistant'), title: like('AI Booking Assistant'), description: like('Books, moves and cancels appointments.'), tags: eachLike('Booking') }) }),
      )
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => fetchWorkflowCatalog())).workflows[0]).toMatchObject({ id: 'online-booking-assistant' });
      });
  });

  it("chooses two of a growth sprint's three automations from the catalog: they are the sprint's, pending", async () => {
    const workflowIds = ['online-booking-assistant', 'appointment-reminders'];
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(SPRINT_TO_CHOOSE)
      .uponReceiving("a choice of a sprint's automations")
      .withRequest(...requestFromState('chooseSprintWorkflows', { id: ORDER_ID }), (request) => request.jsonBody({ workflowIds }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({ sprint: sprintShape('growth', 3, 2), automations: eachLike(sprintAutomationShape('growth', { title: like('AI Booking Assistant'), estimatedWeeklyTimeSaved: number(5) })) }),
      )
      .executeTest(async ({ url }) => {
        const chosen = await withBrowserOrigin(url, () => chooseSprintWorkflows(ORDER_ID, workflowIds));
        expect(chosen.sprint).toMatchObject({ covers: 3, chosen: 2 });
        expect(chosen.automations[0]).toMatchObject({ setupCost: 0, sprint: { orderId: ORDER_ID, package: 'growth' } });
      });
  });

  it('refunds a paid sprint within the guarantee: the order shows refunded', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(REFUNDABLE)
      .uponReceiving('a refund of a paid order')
      .withRequest(...requestFromState('adminRefundOrder', { id: ORDER_ID }), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          order: { ...paidOrder, package: 'growth', amountCents: integer(100000), status: 'refunded', stage: 'refunded', refundedAt: at('2026-11-23T09:00:00.000Z'), submissionId: uuid(SUBMISSION_ID) },
        }),
      )
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => refundOrder(ORDER_ID))).order).toMatchObject({ id: ORDER_ID, status: 'refunded', stage: 'refunded' });
      });
  });

  it("reads the subscriptions: the recurring revenue and each client's plan, named by its account", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(SUBSCRIBER)
      .uponReceiving('a request for the subscriptions')
      .withRequest(...requestOf('adminSubscriptions'))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          mrrCents: integer(24750),
          activeCount: integer(1),
          pastDueCount: integer(0),
          subscriptions: eachLike({
            accountId: uuid(ACCOUNT_ID),
            plan: 'Growth',
            billing: 'yearly',
            status: 'active',
            priceCents: integer(297000),
            monthlyCents: integer(24750),
            nextBillingDate: at('2027-11-24T08:00:00.000Z'),
            cancelAtPeriodEnd: false,
            paymentIssue: null,
            businessName: like('Glow Med Spa'),
            email: like('owner@glowmedspa.com'),
          }),
        }),
      )
      .executeTest(async ({ url }) => {
        const { subscriptions } = await withBrowserOrigin(url, fetchSubscriptions);
        expect(subscriptions[0]).toMatchObject({ plan: 'Growth', businessName: 'Glow Med Spa' });
      });
  });
});
