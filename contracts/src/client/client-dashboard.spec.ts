import fc from 'fast-check';
import { AutomationStatus, liveAutomationCounts } from './client-dashboard';
import { savingsOf } from './savings';

const sprint = { orderId: '0b7c2d1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', package: 'growth', dueAt: '2026-11-25T10:00:00.000Z', refunded: false } as const;
const automation = fc.record({
  status: fc.constantFrom(...AutomationStatus.options),
  sprint: fc.constantFrom(null, sprint),
  estimatedWeeklyTimeSaved: fc.constant(5),
  actualWeeklyTimeSaved: fc.constant(null),
});

describe('the live automations a plan counts', () => {
  it("are the account's own live ones; a sprint's are named apart, and the two add up to the Live Automations card", () => {
    fc.assert(
      fc.property(fc.array(automation, { maxLength: 20 }), (automations) => {
        const { onPlan, fromSprints } = liveAutomationCounts(automations);
        expect(onPlan + fromSprints).toBe(savingsOf(automations, 2500).liveAutomations);
        expect(onPlan).toBe(automations.filter((a) => a.status === 'live' && !a.sprint).length);
      }),
    );
    expect(liveAutomationCounts([{ status: 'live', sprint }, { status: 'live', sprint }, { status: 'paused', sprint: null }])).toEqual({ onPlan: 0, fromSprints: 2 });
  });
});
