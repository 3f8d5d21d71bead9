import { SubscriptionPlanSeed } from '@biz/contracts';
import type { SubscriptionPlanEntity } from './subscription-plan.entity';
import { SubscriptionPlansService, toSubscriptionPlan } from './subscription-plans.service';
import type { SubscriptionPlanRepository } from './subscription-plan.repository';

function row(overrides: Partial<SubscriptionPlanEntity> = {}): SubscriptionPlanEntity {
  return {
    id: '6f1c1f3e-5d55-4a34-9a55-8c1d0b1f2a10',
    name: 'Growth',
    description: 'For growing teams.',
    monthlyPriceCents: 29700,
    yearlyPriceCents: 297000,
    maxAutomations: 10,
    features: ['Priority support'],
    sortOrder: 2,
    createdAt: new Date(),
    ...overrides,
  };
}

describe('subscription plans', () => {
  it('are answered in cents, with the storage details (id, order, timestamps) left out', () => {
    expect(toSubscriptionPlan(row())).toEqual({
      name: 'Growth',
      description: 'For growing teams.',
      monthlyPrice: 29700,
      yearlyPrice: 297000,
      maxAutomations: 10,
      features: ['Priority support'],
    });
  });

  it('never answer a row the contract does not allow (an unknown plan, a fractional price)', () => {
    expect(() => toSubscriptionPlan(row({ name: 'Platinum' }))).toThrow();
    expect(() => toSubscriptionPlan(row({ monthlyPriceCents: 99.5 }))).toThrow();
  });

  it('keep the order the repository gives', async () => {
    const rows = SubscriptionPlanSeed.map((p, i) =>
      row({ name: p.name, monthlyPriceCents: p.monthlyPrice, yearlyPriceCents: p.yearlyPrice, maxAutomations: p.maxAutomations, sortOrder: i + 1 }),
    );
    const repository = { listInDisplayOrder: async () => rows } as unknown as SubscriptionPlanRepository;
    const names = (await new SubscriptionPlansService(repository).list()).map((p) => p.name);
    expect(names).toEqual(['Starter', 'Growth', 'Enterprise']);
  });
});
