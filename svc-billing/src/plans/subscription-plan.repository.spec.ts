import type { Selectable } from 'kysely';
import type { SubscriptionPlansTable } from '../database/billing-db';
import { toSubscriptionPlan } from './subscription-plan.repository';

function row(overrides: Partial<Selectable<SubscriptionPlansTable>> = {}): Selectable<SubscriptionPlansTable> {
  return {
    id: '6f1c1f3e-5d55-4a34-9a55-8c1d0b1f2a10',
    name: 'Growth',
    description: 'For growing teams.',
    monthly_price_cents: 29700,
    yearly_price_cents: 297000,
    max_automations: 10,
    features: ['Priority support'],
    sort_order: 2,
    created_at: new Date(),
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
    expect(() => toSubscriptionPlan(row({ monthly_price_cents: 99.5 }))).toThrow();
  });
});
