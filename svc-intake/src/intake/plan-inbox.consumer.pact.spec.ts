import { GenerationSource, PlanGeneratedJob } from '@biz/contracts';
import { SUBMISSION_ID } from '@biz/contracts/testing';
import { expectJob, runnerOf } from '@biz/server-kit/testing/pact';
import { oneOf, planDataShape } from '@biz/contracts/testing/pact';
import { MatchersV3 } from '@pact-foundation/pact';
import { startIntakeTestApp, type IntakeTestApp } from '../testing/intake-test-app';
import { PlanInbox } from './plan-inbox';

// The plan the worker wrote, as svc-intake's inbox stores it in its own schema.
const edge = { consumer: 'svc-intake', provider: 'svc-ai-worker' };
const { boolean, integer, like, uuid } = MatchersV3;
let t: IntakeTestApp;
beforeAll(async () => {
  t = await startIntakeTestApp();
});
afterAll(() => t?.close());

describe('svc-ai-worker → svc-intake (jobs on the intake-inbox queue)', () => {
  it('stores a generated plan with its generation record', async () => {
    const content = {
      selectionId: uuid('2b3c4d5e-6f70-4a8b-9c0d-1e2f3a4b5c6d'),
      submissionId: uuid(SUBMISSION_ID),
      planData: planDataShape,
      generation: {
        source: oneOf(GenerationSource.options, 'catalog'),
        model: like('catalog-v1'),
        latencyMs: integer(3),
        promptTokens: integer(0),
        completionTokens: integer(0),
        repaired: boolean(false),
      },
    };
    await expectJob(edge, 'a generated plan', PlanGeneratedJob, content, runnerOf(t.app.get(PlanInbox).handlers(), PlanGeneratedJob));
  });
});
