import { SUBMISSION_ID, exampleIntake, exampleSuggestion } from '@biz/contracts/src/testing/api-examples.fixture';
import { catalogGeneration } from '@biz/catalog';
import type { WorkflowSuggestion } from '@biz/contracts';
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
  const b = exampleIntake;
  await t.query(
    `INSERT INTO $schema.submissions (id, business_name, contact_email, industry, company_size, primary_goals) VALUES ($1, $2, $3, $4, $5, $6)`,
    [SUBMISSION_ID, b.businessName, b.contactEmail, b.industry, b.companySize, JSON.stringify(b.primaryGoals)],
  );
  await t.app.get(IntakeRepository).saveOffer(SUBMISSION_ID, { suggestions: [exampleSuggestion as WorkflowSuggestion], generation: catalogGeneration('catalog', 0) });
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
