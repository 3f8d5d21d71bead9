import { SUBMISSION_ID, exampleIntake, exampleSuggestion } from '@biz/contracts/src/testing/api-examples.fixture';
import { catalogGeneration } from '@biz/catalog';
import { BusinessIntakeRequest, type WorkflowSuggestion } from '@biz/contracts';
import { PACT_DIR } from '@biz/ui-kit/jest/pact-browser-fetch';
import { Verifier } from '@pact-foundation/pact';
import { SERVICE_NAME } from '../app.module';
import { startIntakeTestApp, type IntakeTestApp } from '../testing/intake-test-app';
import { IntakeRepository } from './intake.repository';

// The real service on a real port with its own migrated schema; no LLM, so the catalog answers in process.
let t: IntakeTestApp;

beforeAll(async () => {
  t = await startIntakeTestApp({ INTAKE_RATE_LIMIT_PER_MINUTE: '1000' });
  await t.app.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await t?.close();
});

/** The fixture client (under the fixture's id) with exactly the fixture workflow offered. */
async function submissionOfferedExampleWorkflow(): Promise<void> {
  await t.query(`DELETE FROM $schema.submissions WHERE id = $1`, [SUBMISSION_ID]);
  const offer = { suggestions: [exampleSuggestion as WorkflowSuggestion], generation: catalogGeneration('catalog', 0) };
  await t.app.get(IntakeRepository).createSubmission(SUBMISSION_ID, BusinessIntakeRequest.parse(exampleIntake), { fingerprint: 'pact-fixture' }, offer);
}

it('svc-intake honours the pacts of its consumers', async () => {
  await new Verifier({
    provider: SERVICE_NAME,
    providerBaseUrl: await t.app.getUrl(),
    pactUrls: [`${PACT_DIR}/mfe-intake-svc-intake.json`],
    stateHandlers: {
      'the intake service accepts submissions': async () => undefined,
      [`submission ${SUBMISSION_ID} was offered the ${exampleSuggestion.id} workflow`]: submissionOfferedExampleWorkflow,
    },
    logLevel: 'warn',
  }).verifyProvider();
});
