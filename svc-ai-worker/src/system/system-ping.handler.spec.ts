import { SystemPingJob } from '@biz/contracts';
import { systemPingHandler } from './system-ping.handler';

describe('system ping', () => {
  it('echoes the nonce with who answered and when, in the contract shape', async () => {
    const handler = systemPingHandler('host-a:42', () => new Date('2026-01-02T03:04:05.000Z'));
    const answer = await handler.handle({ nonce: 'n-1' }, { jobId: 'j', attempt: 1 });
    expect(answer).toEqual({ nonce: 'n-1', workerId: 'host-a:42', answeredAt: '2026-01-02T03:04:05.000Z' });
    expect(SystemPingJob.result.safeParse(answer).success).toBe(true);
  });

  it('handles the job contracts declares', () => {
    expect(systemPingHandler('w').job).toBe(SystemPingJob);
  });
});
