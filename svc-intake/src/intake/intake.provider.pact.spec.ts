import { BUSINESS_ID, SECOND_ADDRESS, SECOND_BUSINESS_ID, SUBMISSION_ID, UNKNOWN_SUBMISSION_ID, exampleIntake, examplePlanData, exampleSuggestion, pactFilesFor } from '@biz/contracts/testing';
import { catalogGeneration } from '@biz/catalog';
import { BusinessIntakeRequest, type WorkflowSuggestion } from '@biz/contracts';
import { signPactServiceToken } from '@biz/server-kit/testing';
import { Verifier } from '@pact-foundation/pact';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename } from 'node:path';
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

const repository = () => t.app.get(IntakeRepository);
const offer = { suggestions: [exampleSuggestion as WorkflowSuggestion], generation: catalogGeneration('catalog', 0) };

/** The fixture client (under the fixture's id) with exactly the fixture workflow offered. */
async function submissionOfferedExampleWorkflow(): Promise<void> {
  await t.query(`DELETE FROM $schema.submissions WHERE id = $1`, [SUBMISSION_ID]);
  await repository().createSubmission(SUBMISSION_ID, BusinessIntakeRequest.parse(exampleIntake), { fingerprint: 'pact-fixture' }, offer);
}

/**
 * The admin desk's view: the fixture client is the only submission (the list and the figures count every
 * row, and the other pacts' intakes add some), it chose the fixture workflow and its plan was stored. Its
 * business takes the fixture's id (the database gives it a random one), which the desk's calls name.
 */
async function onlySubmissionWithGeneratedPlan(): Promise<void> {
  await t.query(`DELETE FROM $schema.submissions`);
  await repository().createSubmission(SUBMISSION_ID, BusinessIntakeRequest.parse(exampleIntake), { fingerprint: 'pact-fixture' }, offer);
  const { setupCost: setup, monthlyCost: monthly } = exampleSuggestion;
  const selectionId = await repository().saveSelection(SUBMISSION_ID, [exampleSuggestion.id], { setup, monthly, value: setup + 12 * monthly });
  await repository().storePlan(selectionId, examplePlanData, catalogGeneration('catalog', 0));
  await t.query(`UPDATE $schema.business_emails SET business_id = $1`, [BUSINESS_ID]);
  await t.query(`UPDATE $schema.submissions SET business_id = $1`, [BUSINESS_ID]);
}

/** The fixture business, and another of its addresses that submitted too: a business of its own, under the fixture's second id. */
async function fixtureAndItsSecondAddress(): Promise<void> {
  await onlySubmissionWithGeneratedPlan();
  await repository().createSubmission(randomUUID(), BusinessIntakeRequest.parse({ ...exampleIntake, contactEmail: SECOND_ADDRESS }), { fingerprint: 'pact-fixture-2' }, offer);
  await t.query(`UPDATE $schema.business_emails SET business_id = $1 WHERE email = $2`, [SECOND_BUSINESS_ID, SECOND_ADDRESS]);
  await t.query(`UPDATE $schema.submissions SET business_id = $1 WHERE contact_email = $2`, [SECOND_BUSINESS_ID, SECOND_ADDRESS]);
}

it('svc-intake honours the pacts of its consumers', async () => {
  const pacts = pactFilesFor(SERVICE_NAME, 'http');
  expect(pacts.map((path) => basename(path))).toEqual(expect.arrayContaining(['mfe-intake-svc-intake.json', 'svc-admin-svc-intake.json']));
  await new Verifier({
    provider: SERVICE_NAME,
    providerBaseUrl: await t.app.getUrl(),
    pactUrls: pacts,
    requestFilter: (request: IncomingMessage, _response: ServerResponse, next: () => void) => {
      signPactServiceToken(request, 'svc-intake');
      next();
    },
    stateHandlers: {
      'the intake service accepts submissions': async () => undefined,
      [`submission ${SUBMISSION_ID} was offered the ${exampleSuggestion.id} workflow`]: submissionOfferedExampleWorkflow,
      [`submission ${SUBMISSION_ID} chose the ${exampleSuggestion.id} workflow and its plan was generated`]: onlySubmissionWithGeneratedPlan,
      [`business ${BUSINESS_ID} and business ${SECOND_BUSINESS_ID} of ${SECOND_ADDRESS}`]: fixtureAndItsSecondAddress,
      [`no submission has id ${UNKNOWN_SUBMISSION_ID}`]: () => t.query(`DELETE FROM $schema.submissions WHERE id = $1`, [UNKNOWN_SUBMISSION_ID]).then(() => undefined),
    },
    logLevel: 'warn',
  }).verifyProvider();
});
