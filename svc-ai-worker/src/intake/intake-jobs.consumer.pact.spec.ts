import { GeneratePlanJob, SubmissionAlertJob, SuggestWorkflowsJob } from '@biz/contracts';
import { exampleSuggestion } from '@biz/contracts/testing';
import { expectJob, runnerOf } from '@biz/server-kit/testing/pact';
import { at, businessShape, suggestionShape } from '@biz/contracts/testing/pact';
import { MatchersV3 } from '@pact-foundation/pact';
import { pactWorker } from '../testing/pact-worker';

// The jobs svc-intake puts on the `ai` queue, as the worker handles them: each example runs through the
// worker's real handler (the contract's schema first), with no LLM and no SMTP.
const edge = { consumer: 'svc-ai-worker', provider: 'svc-intake' };
const { eachLike, integer, regex, uuid } = MatchersV3;
const worker = pactWorker();
afterAll(() => worker.close());

describe('svc-intake → svc-ai-worker (jobs on the ai queue)', () => {
  it("suggests workflows for a new submission's answers", async () => {
    await expectJob(edge, 'a new business to suggest workflows for', SuggestWorkflowsJob, { business: businessShape }, runnerOf(worker.handlers, SuggestWorkflowsJob));
  });

  it('writes the plan of a selection', async () => {
    const content = {
      selectionId: uuid('2b3c4d5e-6f70-4a8b-9c0d-1e2f3a4b5c6d'),
      business: businessShape,
      selectedWorkflows: eachLike(suggestionShape),
      totalSetupCost: integer(exampleSuggestion.setupCost),
      totalMonthlyCost: integer(exampleSuggestion.monthlyCost),
    };
    await expectJob(edge, 'a selection to write the plan of', GeneratePlanJob, content, runnerOf(worker.handlers, GeneratePlanJob));
  });

  it('alerts the agency to a new submission', async () => {
    const content = {
      submissionId: uuid('3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b'),
      to: regex('^[^@\\s]+@[^@\\s]+$', 'alerts@bizautomate.example'),
      business: businessShape,
      offeredValue: integer(exampleSuggestion.setupCost + 12 * exampleSuggestion.monthlyCost),
      profileUrl: regex('^https?://\\S+/admin\\?client=[0-9a-f-]{36}$', 'https://bizautomate.example/admin?client=3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b'),
      submittedAt: at('2026-11-22T08:00:00.000Z'),
    };
    await expectJob(edge, 'a new submission to alert the agency to', SubmissionAlertJob, content, runnerOf(worker.handlers, SubmissionAlertJob));
  });
});
