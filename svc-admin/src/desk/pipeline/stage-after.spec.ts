import { stageAfter } from './pipeline.service';

describe('where a happening takes a business', () => {
  it('moves it forward to the happening’s stage', () => {
    expect(stageAfter('new', 'plan-email-sent')).toBe('plan_sent');
    expect(stageAfter('plan_sent', 'call-booked')).toBe('call_booked');
    expect(stageAfter('new', 'sprint-paid')).toBe('won');
    expect(stageAfter('won', 'automation-in-progress')).toBe('delivering');
    expect(stageAfter('delivering', 'automation-live')).toBe('live');
  });

  it('never moves it back, nor to where it stands', () => {
    expect(stageAfter('won', 'plan-email-sent')).toBeNull();
    expect(stageAfter('live', 'call-booked')).toBeNull();
    expect(stageAfter('live', 'automation-in-progress')).toBeNull();
    expect(stageAfter('won', 'subscription-started')).toBeNull();
  });

  it('takes a lost business out of Lost, whatever happened', () => {
    expect(stageAfter('lost', 'plan-email-sent')).toBe('plan_sent');
    expect(stageAfter('lost', 'sprint-paid')).toBe('won');
  });

  it('takes a business a refunded sprint had won to Lost, and leaves one the agency delivers to (or lost already) where it is', () => {
    expect(stageAfter('won', 'sprint-refunded')).toBe('lost');
    expect(stageAfter('delivering', 'sprint-refunded')).toBeNull();
    expect(stageAfter('live', 'sprint-refunded')).toBeNull();
    expect(stageAfter('lost', 'sprint-refunded')).toBeNull();
    expect(stageAfter('call_booked', 'sprint-refunded')).toBeNull();
  });

  it('moves a business by its proposals: sent and accepted forward; declined or expired to Lost only before it is won', () => {
    expect(stageAfter('call_booked', 'proposal-sent')).toBe('proposal_sent');
    expect(stageAfter('proposal_sent', 'proposal-accepted')).toBe('won');
    expect(stageAfter('proposal_sent', 'proposal-declined')).toBe('lost');
    expect(stageAfter('plan_sent', 'proposal-expired')).toBe('lost');
    expect(stageAfter('won', 'proposal-declined')).toBeNull();
    expect(stageAfter('live', 'proposal-expired')).toBeNull();
    expect(stageAfter('lost', 'proposal-declined')).toBeNull();
    expect(stageAfter('live', 'proposal-sent')).toBeNull();
  });
});
