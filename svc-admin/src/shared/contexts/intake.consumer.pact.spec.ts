import { ServerMessage } from '@biz/contracts';
import { BUSINESS_ID, SECOND_ADDRESS, SECOND_BUSINESS_ID, SUBMISSION_ID, UNKNOWN_SUBMISSION_ID, exampleIntake, exampleLead, examplePlanData, exampleSuggestion, PACT_DIR } from '@biz/contracts/testing';
import { requestOf } from '@biz/ui-kit/jest/pact-browser-fetch';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { at, businessHistoryShape, businessRowShape, jsonHeaders, leadShape, submissionShape, suggestionShape } from '@biz/contracts/testing/pact';
import { internalClientOf as call, traced } from '../../testing/internal-pact';

// svc-admin reads svc-intake only through InternalClient: the real client is driven against the mock server.
const pact = new PactV4({ consumer: 'svc-admin', provider: 'svc-intake', dir: PACT_DIR, logLevel: 'warn' });
const { boolean, eachLike, integer, like, regex, uuid } = MatchersV3;

// The state every read below starts from: the fixture business chose the fixture workflow and has its plan.
const PLANNED = `submission ${SUBMISSION_ID} chose the ${exampleSuggestion.id} workflow and its plan was generated`;
const setup = exampleSuggestion.setupCost;
const monthly = exampleSuggestion.monthlyCost;

const submission = submissionShape('generated');
/** A submission in full, as the fixture's state has it. */
const detailShape = {
  submission,
  business: businessHistoryShape('generated'),
  suggestions: eachLike(suggestionShape),
  selectedWorkflows: eachLike(suggestionShape),
  selectedAt: at('2026-11-22T08:05:00.000Z'),
  generations: eachLike({
    kind: regex('^(suggestions|plan)$', 'suggestions'),
    source: regex('^(llm|catalog|catalog-fallback)$', 'catalog'),
    model: like('catalog-v1'),
    latencyMs: integer(0),
    promptTokens: integer(0),
    completionTokens: integer(0),
    repaired: boolean(false),
    createdAt: at('2026-11-22T08:00:00.000Z'),
  }),
};

describe('svc-admin → svc-intake (internal API)', () => {
  it('reads the four dashboard figures', async () => {
    await pact
      .addInteraction()
      .given(PLANNED)
      .uponReceiving('a request for the dashboard figures')
      .withRequest(...requestOf('dashboardStats'), traced)
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({ totalSubmissions: integer(1), businesses: integer(1), plansGenerated: integer(1), pendingReview: integer(0), pipelineValue: integer(setup + 12 * monthly) }),
      )
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        expect(await client.call('dashboardStats', {}, opts)).toEqual({ totalSubmissions: 1, businesses: 1, plansGenerated: 1, pendingReview: 0, pipelineValue: 166400 });
      });
  });

  it('reads one page of the submissions table, searched, filtered and sorted by the service', async () => {
    const query = { search: 'glow med', status: 'generated', sort: 'newest', page: 1, pageSize: 20 } as const;
    await pact
      .addInteraction()
      .given(PLANNED)
      .uponReceiving('a search of the submissions with a generated plan, newest first')
      .withRequest(...requestOf('listSubmissions'), (request) => traced(request).query({ search: 'glow med', status: 'generated', sort: 'newest', page: '1', pageSize: '20' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ submissions: eachLike(businessRowShape('generated')), total: integer(1), page: 1, pageSize: 20 }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        const page = await client.call('listSubmissions', { query }, opts);
        expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
        expect(page.submissions[0]).toMatchObject({ id: SUBMISSION_ID, status: 'generated', plan: { status: 'generated', planData: examplePlanData } });
      });
  });

  it("reads the businesses that came since an instant, for the desk's day", async () => {
    const since = '2020-01-01T00:00:00.000Z';
    await pact
      .addInteraction()
      .given(PLANNED)
      .uponReceiving('a request for the businesses that submitted since an instant, newest first')
      .withRequest(...requestOf('listSubmissions'), (request) => traced(request).query({ since, sort: 'newest', pageSize: '20' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ submissions: eachLike(businessRowShape('generated')), total: integer(1), page: 1, pageSize: 20 }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        const page = await client.call('listSubmissions', { query: { since, sort: 'newest', pageSize: 20 } }, opts);
        expect(page.submissions[0]).toMatchObject({ id: SUBMISSION_ID });
      });
  });

  it('reads the titles of the workflows submissions chose, for the CSV export', async () => {
    await pact
      .addInteraction()
      .given(PLANNED)
      .uponReceiving('a request for the workflows the fixture submission chose')
      .withRequest(...requestOf('selectedWorkflows'), (request) => traced(request).jsonBody({ submissionIds: [SUBMISSION_ID] }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ selections: eachLike({ submissionId: uuid(SUBMISSION_ID), titles: eachLike(exampleSuggestion.title) }) }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        const { selections } = await client.call('selectedWorkflows', { body: { submissionIds: [SUBMISSION_ID] } }, opts);
        expect(selections).toEqual([{ submissionId: SUBMISSION_ID, titles: [exampleSuggestion.title] }]);
      });
  });

  it('looks businesses up by their ids, each by its latest submission', async () => {
    await pact
      .addInteraction()
      .given(PLANNED)
      .uponReceiving('a lookup of the fixture business by its id')
      .withRequest(...requestOf('lookupBusinesses'), (request) => traced(request).jsonBody({ ids: [BUSINESS_ID] }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ businesses: eachLike(businessRowShape('generated')) }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        const { businesses } = await client.call('lookupBusinesses', { body: { ids: [BUSINESS_ID] } }, opts);
        expect(businesses[0]).toMatchObject({ id: SUBMISSION_ID, businessId: BUSINESS_ID });
      });
  });

  it('reads one submission in full: its offer, its choice, its plan and its generation log', async () => {
    await pact
      .addInteraction()
      .given(PLANNED)
      .uponReceiving('a request for one submission in full')
      .withRequest(...requestOf('submissionDetail', { id: SUBMISSION_ID }), traced)
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody(detailShape),
      )
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        const detail = await client.call('submissionDetail', { params: { id: SUBMISSION_ID } }, opts);
        expect(detail.submission.id).toBe(SUBMISSION_ID);
        expect(detail.selectedWorkflows).toEqual([{ ...exampleSuggestion, tags: [exampleSuggestion.tags[0]] }]);
      });
  });

  it.each([
    ['its own id', BUSINESS_ID],
    ["one of its submissions' ids", SUBMISSION_ID],
  ])('reads a business in full at its latest submission, named by %s, for its record page', async (_, id) => {
    await pact
      .addInteraction()
      .given(PLANNED)
      .uponReceiving(`a request for the fixture business in full by ${_}`)
      .withRequest(...requestOf('businessDetail', { id }), traced)
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody(detailShape))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        const detail = await client.call('businessDetail', { params: { id } }, opts);
        expect([detail.submission.id, detail.business.id]).toEqual([SUBMISSION_ID, BUSINESS_ID]);
      });
  });

  it("passes on svc-intake's 404 for an id that names no business and no submission", async () => {
    await pact
      .addInteraction()
      .given(`no submission has id ${UNKNOWN_SUBMISSION_ID}`)
      .uponReceiving('a request for a business that does not exist')
      .withRequest(...requestOf('businessDetail', { id: UNKNOWN_SUBMISSION_ID }), traced)
      .willRespondWith(404, (response) => response.headers(jsonHeaders).jsonBody({ error: { code: 'BusinessNotFound', message: like(ServerMessage.businessNotFound) } }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        await expect(client.call('businessDetail', { params: { id: UNKNOWN_SUBMISSION_ID } }, opts)).rejects.toMatchObject({ status: 404, code: 'BusinessNotFound' });
      });
  });

  it("passes on svc-intake's 404 for an unknown submission", async () => {
    await pact
      .addInteraction()
      .given(`no submission has id ${UNKNOWN_SUBMISSION_ID}`)
      .uponReceiving('a request for a submission that does not exist')
      .withRequest(...requestOf('submissionDetail', { id: UNKNOWN_SUBMISSION_ID }), traced)
      .willRespondWith(404, (response) => response.headers(jsonHeaders).jsonBody({ error: { code: 'SubmissionNotFound', message: like(ServerMessage.submissionNotFound) } }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        await expect(client.call('submissionDetail', { params: { id: UNKNOWN_SUBMISSION_ID } }, opts)).rejects.toMatchObject({ status: 404, code: 'SubmissionNotFound' });
      });
  });

  it('finds the submissions some order emails made', async () => {
    await pact
      .addInteraction()
      .given(PLANNED)
      .uponReceiving('a lookup of the submissions of one email')
      .withRequest(...requestOf('submissionsByEmail'), (request) => traced(request).jsonBody({ emails: [exampleIntake.contactEmail] }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          submissions: eachLike({ id: uuid(SUBMISSION_ID), businessId: uuid(BUSINESS_ID), businessName: like(exampleIntake.businessName), contactEmail: like(exampleIntake.contactEmail), createdAt: at('2026-11-22T08:00:00.000Z') }),
        }),
      )
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        const { submissions } = await client.call('submissionsByEmail', { body: { emails: [exampleIntake.contactEmail] } }, opts);
        expect(submissions[0]).toMatchObject({ id: SUBMISSION_ID, contactEmail: exampleIntake.contactEmail });
      });
  });

  it('names the businesses of the calls on the desk by their submissions, in one call', async () => {
    await pact
      .addInteraction()
      .given(PLANNED)
      .uponReceiving('a lookup of submissions by id')
      .withRequest(...requestOf('submissionsById'), (request) => traced(request).jsonBody({ ids: [SUBMISSION_ID] }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          submissions: eachLike({ id: uuid(SUBMISSION_ID), businessId: uuid(BUSINESS_ID), businessName: like(exampleIntake.businessName), contactEmail: like(exampleIntake.contactEmail), createdAt: at('2026-11-22T08:00:00.000Z') }),
        }),
      )
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        const { submissions } = await client.call('submissionsById', { body: { ids: [SUBMISSION_ID] } }, opts);
        expect(submissions[0]).toMatchObject({ id: SUBMISSION_ID, businessName: exampleIntake.businessName });
      });
  });

  it('makes a lead of a business that confirmed a call booked by its typed email', async () => {
    const lead = { businessName: 'Walk-in Bakery', contactEmail: 'owner@walk-in-bakery.example', industry: 'other' as const, companySize: 'Solo' as const, primaryGoals: ['Book More Appointments'] };
    await pact
      .addInteraction()
      .given('the intake service accepts submissions')
      .uponReceiving('a lead made from a confirmed booking')
      .withRequest(...requestOf('leadFromBooking'), (request) => traced(request).jsonBody(lead))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ client: { id: uuid(SUBMISSION_ID), businessName: like(lead.businessName) } }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        expect(await client.call('leadFromBooking', { body: lead }, opts)).toEqual({ client: { id: SUBMISSION_ID, businessName: lead.businessName } });
      });
  });

  it("makes the business of a walk-in buyer from the lead form of the order it paid", async () => {
    const orderId = '2b7c9d1e-3f4a-4b5c-8d6e-7f8a9b0c1d2e';
    const lead = { ...exampleLead, businessName: 'Walk-in Florist', contactEmail: 'owner@walk-in-florist.example' };
    await pact
      .addInteraction()
      .given('the intake service accepts submissions')
      .uponReceiving('a business made from a paid order’s lead form')
      .withRequest(...requestOf('leadFromCheckout'), (request) => traced(request).jsonBody({ orderId: uuid(orderId), lead: leadShape(lead) }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ client: { id: uuid(SUBMISSION_ID), businessName: like(lead.businessName) }, created: boolean(true) }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        expect(await client.call('leadFromCheckout', { body: { orderId, lead } }, opts)).toEqual({ client: { id: SUBMISSION_ID, businessName: lead.businessName }, created: true });
      });
  });

  it('makes a business the agency met elsewhere, by hand', async () => {
    const answers = { businessName: 'Referral Dental', contactEmail: 'owner@referral-dental.example', industry: 'dental' as const, companySize: 'Solo' as const, primaryGoals: ['Reduce Manual Work'], idempotencyKey: '3c5e7a90-2b4d-4f6a-8c1e-0d2f4a6b8c0e' };
    await pact
      .addInteraction()
      .given('the intake service accepts submissions')
      .uponReceiving('a business made by hand in the desk')
      .withRequest(...requestOf('leadFromDesk'), (request) => traced(request).jsonBody({ ...answers, idempotencyKey: uuid(answers.idempotencyKey) }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ client: { id: uuid(SUBMISSION_ID), businessName: like(answers.businessName) }, created: boolean(true) }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        expect(await client.call('leadFromDesk', { body: answers }, opts)).toEqual({ client: { id: SUBMISSION_ID, businessName: answers.businessName }, created: true });
      });
  });

  it("reads the board's cards in one call: the businesses the desk moved, and a page of those it never moved", async () => {
    const TWO = `business ${BUSINESS_ID} and business ${SECOND_BUSINESS_ID} of ${SECOND_ADDRESS}`;
    const card = { businessId: uuid(BUSINESS_ID), submissionId: uuid(SUBMISSION_ID), businessName: like(exampleIntake.businessName), contactEmail: like(exampleIntake.contactEmail), firstSeen: at('2026-11-22T08:00:00.000Z') };
    await pact
      .addInteraction()
      .given(TWO)
      .uponReceiving('a request for the cards of the fixture business and the first page of the unmoved ones')
      .withRequest(...requestOf('businessCards'), (request) => traced(request).jsonBody({ businessIds: [BUSINESS_ID], unmoved: { page: 1, pageSize: 20 } }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ cards: [card], unmoved: { cards: eachLike({ ...card, businessId: uuid(SECOND_BUSINESS_ID) }), total: integer(2) } }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        const answer = await client.call('businessCards', { body: { businessIds: [BUSINESS_ID], unmoved: { page: 1, pageSize: 20 } } }, opts);
        expect(answer.cards).toEqual([expect.objectContaining({ businessId: BUSINESS_ID, submissionId: SUBMISSION_ID })]);
        expect(answer.unmoved?.total).toBe(2);
      });
  });

  it('records how far the pipeline took a business, for the status filter', async () => {
    await pact
      .addInteraction()
      .given(PLANNED)
      .uponReceiving('the progress of the fixture business')
      .withRequest(...requestOf('recordBusinessProgress', { id: BUSINESS_ID }), (request) => traced(request).jsonBody({ progress: 'sent', pastNew: true }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ progress: 'sent' }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        expect(await client.call('recordBusinessProgress', { params: { id: BUSINESS_ID }, body: { progress: 'sent', pastNew: true } }, opts)).toEqual({ progress: 'sent' });
      });
  });

  it("merges another address's business into a business, and sends it back", async () => {
    const TWO = `business ${BUSINESS_ID} and business ${SECOND_BUSINESS_ID} of ${SECOND_ADDRESS}`;
    await pact
      .addInteraction()
      .given(TWO)
      .uponReceiving('a merge of the second business into the fixture business')
      .withRequest(...requestOf('mergeBusinesses', { id: BUSINESS_ID }), (request) => traced(request).jsonBody({ from: SECOND_BUSINESS_ID }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ emails: eachLike(SECOND_ADDRESS) }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        expect(await client.call('mergeBusinesses', { params: { id: BUSINESS_ID }, body: { from: SECOND_BUSINESS_ID } }, opts)).toEqual({ emails: [SECOND_ADDRESS] });
      });
    await pact
      .addInteraction()
      .given(TWO)
      .uponReceiving("the fixture business's address sent to the second business")
      .withRequest(...requestOf('splitBusiness', { id: BUSINESS_ID }), (request) => traced(request).jsonBody({ emails: [exampleIntake.contactEmail], into: SECOND_BUSINESS_ID }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ emails: [exampleIntake.contactEmail] }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        expect(await client.call('splitBusiness', { params: { id: BUSINESS_ID }, body: { emails: [exampleIntake.contactEmail], into: SECOND_BUSINESS_ID } }, opts)).toEqual({ emails: [exampleIntake.contactEmail] });
      });
  });

  it('deletes a submission with everything that belongs to it', async () => {
    await pact
      .addInteraction()
      .given(PLANNED)
      .uponReceiving('a deletion of one submission')
      .withRequest(...requestOf('deleteSubmission', { id: SUBMISSION_ID }), traced)
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ deleted: true }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        expect(await client.call('deleteSubmission', { params: { id: SUBMISSION_ID } }, opts)).toEqual({ deleted: true });
      });
  });

  it("finds businesses by a fragment of their name, for the desk's search", async () => {
    await pact
      .addInteraction()
      .given(PLANNED)
      .uponReceiving('a search of the businesses for "glow med"')
      .withRequest(...requestOf('searchBusinesses'), (request) => traced(request).query({ q: 'glow med' }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({ businesses: eachLike({ businessId: uuid(BUSINESS_ID), submissionId: uuid(SUBMISSION_ID), businessName: like(exampleIntake.businessName), contactEmail: like(exampleIntake.contactEmail) }) }),
      )
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        const { businesses } = await client.call('searchBusinesses', { query: { q: 'glow med' } }, opts);
        expect(businesses).toEqual([{ businessId: BUSINESS_ID, submissionId: SUBMISSION_ID, businessName: exampleIntake.businessName, contactEmail: exampleIntake.contactEmail }]);
      });
  });
});
