import { SubscriptionPlanSeed } from './billing/subscription-plan-seed';
import { Packages } from './lockin/package-catalog';
import { expectedValueOf, planToRun, priceOfSelection } from './price-story';

const priced = (...setups: number[]) => setups.map((setupCost, i) => ({ setupCost, monthlyCost: 1000 * (i + 1) }));
const [starter, growth, enterprise] = SubscriptionPlanSeed;

describe('the price story', () => {
  it('runs automations on the smallest plan whose limit fits them', () => {
    expect(planToRun(0)).toBeNull();
    expect([1, 3, 4, 10, 11, 500].map((n) => planToRun(n)?.name)).toEqual(['Starter', 'Starter', 'Growth', 'Growth', 'Enterprise', 'Enterprise']);
  });

  it('prices setup once at catalog prices and a month at the plan, whatever the running costs add up to', () => {
    const price = priceOfSelection(priced(90000, 60000, 75000, 50000));
    expect(price).toMatchObject({ count: 4, setupCents: 275000, runningCents: 10000, plan: growth, firstYearCents: 275000 + 12 * growth.monthlyPrice });
  });

  it('offers the smallest sprint that covers every automation, only when it costs less than their setup', () => {
    expect(priceOfSelection(priced(90000)).sprint).toBe(Packages.starter);
    expect(priceOfSelection(priced(40000)).sprint).toBeNull();
    expect(priceOfSelection(priced(60000, 70000)).sprint).toBe(Packages.growth);
    expect(priceOfSelection(priced(40000, 45000)).sprint).toBeNull();
    expect(priceOfSelection(priced(60000, 70000, 80000, 50000)).sprint).toBeNull();
  });

  it('prices nothing chosen at nothing', () => {
    expect(priceOfSelection([])).toEqual({ count: 0, setupCents: 0, runningCents: 0, plan: null, firstYearCents: 0, sprint: null });
    expect(enterprise.maxAutomations).toBe(-1);
    expect(starter.maxAutomations).toBe(3);
  });
});

describe("a business's expected value", () => {
  const paid = { package: 'growth' as const, refundedAt: null };
  it('is what it bought: its sprints, refunds left out, and a year of the plan it pays', () => {
    expect(expectedValueOf({ selectionValueCents: 500000, sprints: [paid, { package: 'starter', refundedAt: '2026-12-01T00:00:00.000Z' }], payingMonthlyCents: 29700, acceptedProposalsCents: 0 })).toEqual({
      proposedCents: 0, sprintsCents: 100000, acceptedCents: 0, subscriptionYearCents: 12 * 29700, totalCents: 100000 + 12 * 29700,
    });
  });

  it('is its proposed selection only while it has bought nothing', () => {
    expect(expectedValueOf({ selectionValueCents: 500000, sprints: [], payingMonthlyCents: null, acceptedProposalsCents: 0 })).toEqual({ proposedCents: 500000, sprintsCents: 0, acceptedCents: 0, subscriptionYearCents: 0, totalCents: 500000 });
    expect(expectedValueOf({ selectionValueCents: 0, sprints: [paid], payingMonthlyCents: null, acceptedProposalsCents: 0 }).totalCents).toBe(100000);
  });

  it('counts what an accepted proposal asks once in place of the selection it priced, and its plan once paid', () => {
    expect(expectedValueOf({ selectionValueCents: 500000, sprints: [], payingMonthlyCents: null, acceptedProposalsCents: 115000 })).toEqual({ proposedCents: 0, sprintsCents: 0, acceptedCents: 115000, subscriptionYearCents: 0, totalCents: 115000 });
    expect(expectedValueOf({ selectionValueCents: 500000, sprints: [], payingMonthlyCents: 9700, acceptedProposalsCents: 115000 }).totalCents).toBe(115000 + 12 * 9700);
  });
});
