import { PackageName, SendOrderConfirmationJob } from '@biz/contracts';
import { exampleLead } from '@biz/contracts/testing';
import { expectJob, runnerOf } from '@biz/server-kit/testing/pact';
import { at, oneOf } from '@biz/contracts/testing/pact';
import { MatchersV3 } from '@pact-foundation/pact';
import { pactWorker } from '../testing/pact-worker';

// The job svc-billing puts on the `ai` queue for a paid order, as the worker handles it (no SMTP: logged).
const edge = { consumer: 'svc-ai-worker', provider: 'svc-billing' };
const { integer, like, uuid } = MatchersV3;
const worker = pactWorker();
afterAll(() => worker.close());

describe('svc-billing → svc-ai-worker (jobs on the ai queue)', () => {
  it('sends the confirmation of a paid order', async () => {
    const content = {
      emailId: uuid('6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d'),
      orderId: uuid('5e0c9a7b-3f2d-4c1b-8a6e-7d9f0b1c2e3a'),
      to: like(exampleLead.contactEmail),
      businessName: like(exampleLead.businessName),
      package: oneOf(PackageName.options, 'starter'),
      amountCents: integer(99700),
      paidAt: at('2026-11-22T08:00:00.000Z'),
      // A sprint that starts when paid; one in a full week names its Monday (decision 065).
      startsOn: null,
    };
    await expectJob(edge, 'a paid order to confirm by email', SendOrderConfirmationJob, content, runnerOf(worker.handlers, SendOrderConfirmationJob));
  });
});
