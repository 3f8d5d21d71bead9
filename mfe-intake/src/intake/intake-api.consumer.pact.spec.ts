import { BusinessIntakeRequest, CommonErrorCode, ErrorEnvelope, ValidationMessage, WorkflowSelectionRequest } from '@biz/contracts';
import { SUBMISSION_ID, exampleIntake, exampleSuggestion, PACT_DIR } from '@biz/contracts/testing';
import { withBrowserOrigin, requestOf } from '@biz/ui-kit/jest/pact-browser-fetch';
import { jsonHeaders, suggestionShape } from '@biz/contracts/testing/pact';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { submitBusinessIntake, submitWorkflowSelection } from './intake-calls';

const pact = new PactV4({ consumer: 'mfe-intake', provider: 'svc-intake', dir: PACT_DIR, logLevel: 'warn' });
const { boolean, eachLike, integer, like, uuid } = MatchersV3;

const intake = BusinessIntakeRequest.parse(exampleIntake);
const selection = WorkflowSelectionRequest.parse({ clientId: SUBMISSION_ID, selectedWorkflows: [exampleSuggestion] });

// Ids and prices come from the catalog engine, so the answer is pinned by shape (`suggestionShape`), with the fixture as example.

describe('mfe-intake → svc-intake', () => {
  it('submits the business details and reads the new client and its suggestions', async () => {
    await pact
      .addInteraction()
      .given('the intake service accepts submissions')
      .uponReceiving('a complete business intake')
      .withRequest(...requestOf('businessIntake'), (request) => request.jsonBody(intake))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          client: { id: uuid(SUBMISSION_ID), businessName: like(intake.businessName) },
          suggestions: eachLike(suggestionShape, 3),
          // The provider runs without an LLM: the catalog picked them, and the page says so.
          pickedBy: 'catalog',
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = await withBrowserOrigin(mockServer.url, () => submitBusinessIntake(intake));
        expect(answer.client).toEqual({ id: SUBMISSION_ID, businessName: 'Glow Med Spa' });
        expect(answer.suggestions).toHaveLength(3);
        expect(answer.pickedBy).toBe('catalog');
        expect(answer.suggestions[0]).toEqual({ ...exampleSuggestion, tags: [exampleSuggestion.tags[0]] });
      });
  });

  it('reads the field errors of an intake the service refuses', async () => {
    const invalid = { ...intake, businessName: '' };
    await pact
      .addInteraction()
      .given('the intake service accepts submissions')
      .uponReceiving('a business intake without a business name')
      .withRequest(...requestOf('businessIntake'), (request) => request.jsonBody(invalid))
      .willRespondWith(400, (response) =>
        response.headers(jsonHeaders).jsonBody({
          error: {
            code: CommonErrorCode.ValidationFailed,
            message: like('The request is invalid.'),
            fields: { businessName: [ValidationMessage.businessNameRequired] },
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const failure = await withBrowserOrigin(mockServer.url, () => submitBusinessIntake(invalid)).catch((error: Error) => error);
        expect(failure).toBeInstanceOf(Error);
        const [status, body] = (failure as Error).message.split(/: (.*)/s);
        expect(status).toBe('400');
        expect(ErrorEnvelope.parse(JSON.parse(body)).error.fields).toEqual({ businessName: [ValidationMessage.businessNameRequired] });
      });
  });

  it('submits the chosen workflows and reads the totals the service computed', async () => {
    await pact
      .addInteraction()
      .given(`submission ${SUBMISSION_ID} was offered the ${exampleSuggestion.id} workflow`)
      .uponReceiving('a selection of one offered workflow')
      .withRequest(...requestOf('workflowSelection'), (request) => request.jsonBody(selection))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          success: boolean(true),
          selectedCount: integer(1),
          planStatus: 'pending',
          totalSetupCost: integer(exampleSuggestion.setupCost),
          totalMonthlyCost: integer(exampleSuggestion.monthlyCost),
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = await withBrowserOrigin(mockServer.url, () => submitWorkflowSelection(selection));
        expect(answer).toEqual({ success: true, selectedCount: 1, planStatus: 'pending', totalSetupCost: 50000, totalMonthlyCost: 9700 });
      });
  });
});
