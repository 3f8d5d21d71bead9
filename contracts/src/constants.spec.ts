import {
  Industries,
  IndustrySlugs,
  goalsColumn,
  industryLabel,
  CACHE_TIME_MS,
  TOAST_LIMIT,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  UNAUTHORIZED_ADMIN_REDIRECT_MS,
  ADMIN_LOGIN_REDIRECT_MS,
} from './constants';
import { SubscriptionPlanSeed, SubscriptionPlansResponse, YEARLY_BILLED_MONTHS, monthlyEquivalentCents } from './billing/subscription-plans';

describe('industries', () => {
  it('are the 20 slugs of §3, each with a label', () => {
    expect(IndustrySlugs).toHaveLength(20);
    expect(new Set(IndustrySlugs).size).toBe(20);
    expect(Industries.every((i) => i.label.length > 0)).toBe(true);
    expect(industryLabel('food-beverage')).toBe('Food & Beverage');
    expect(industryLabel('unheard-of')).toBe('unheard-of');
  });
});

describe('goals column', () => {
  it('shows up to 2 goals, then +N more', () => {
    expect(goalsColumn(['a'])).toEqual({ visible: ['a'], more: null });
    expect(goalsColumn(['a', 'b'])).toEqual({ visible: ['a', 'b'], more: null });
    expect(goalsColumn(['a', 'b', 'c', 'd', 'e'])).toEqual({ visible: ['a', 'b'], more: '+3 more' });
    expect(goalsColumn([])).toEqual({ visible: [], more: null });
  });
});

describe('§9 numbers', () => {
  it('cache 5 minutes, toast 1 at a time for 5 s, redirect after 1 s and 0.7 s', () => {
    expect(CACHE_TIME_MS).toBe(300_000);
    expect([TOAST_LIMIT, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS]).toEqual([1, 5000, 1000000]);
    expect([UNAUTHORIZED_ADMIN_REDIRECT_MS, ADMIN_LOGIN_REDIRECT_MS]).toEqual([1000, 700]);
  });
});

describe('subscription plan seed', () => {
  it('holds Starter, Growth and Enterprise as a valid plan list', () => {
    const plans = SubscriptionPlansResponse.parse(SubscriptionPlanSeed);
    expect(plans.map((p) => p.name)).toEqual(['Starter', 'Growth', 'Enterprise']);
    expect(plans.map((p) => p.maxAutomations)).toEqual([3, 10, -1]);
  });

  it('bills a year as 10 months (Save 2 months, about 17%)', () => {
    for (const p of SubscriptionPlanSeed) {
      expect(p.yearlyPrice).toBe(p.monthlyPrice * YEARLY_BILLED_MONTHS);
      expect(Math.round((1 - p.yearlyPrice / (p.monthlyPrice * 12)) * 100)).toBe(17);
      expect(p.features.length).toBeGreaterThan(0);
    }
    expect(monthlyEquivalentCents(97000)).toBe(8083);
  });
});
