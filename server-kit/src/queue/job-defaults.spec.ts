import { RenderPlanPdfJob, SendOrderConfirmationJob } from '@biz/contracts';
import { defaultJobOptions, jobOptionsFor } from './job-defaults';

describe('job options', () => {
  it('keep a large result its caller has read (a PDF) a minute at most, and every other result as long as the queue does', () => {
    expect(jobOptionsFor(RenderPlanPdfJob)).toEqual({ attempts: 3, backoff: { type: 'capped-exponential' }, removeOnComplete: { age: 60, count: 100 } });
    expect(jobOptionsFor(SendOrderConfirmationJob)).toEqual({ attempts: 15, backoff: { type: 'capped-exponential' } });
    expect(defaultJobOptions.removeOnComplete).toEqual({ age: 3600, count: 1000 });
  });
});
