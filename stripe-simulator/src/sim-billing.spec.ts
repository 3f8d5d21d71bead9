import { parseStripeForm } from './testing/stripe-simulator-server';
import { addInterval } from './sim-billing';

const at = (iso: string) => Date.parse(iso) / 1000;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('billing periods', () => {
  it('renew on the same day of the month, clamped to the last day of a shorter month', () => {
    expect(iso(addInterval(at('2026-11-24T08:00:00Z'), 'month'))).toBe('2026-12-24T08:00:00.000Z');
    expect(iso(addInterval(at('2027-01-31T08:00:00Z'), 'month'))).toBe('2027-02-28T08:00:00.000Z');
    expect(iso(addInterval(at('2028-01-31T08:00:00Z'), 'month'))).toBe('2028-02-29T08:00:00.000Z');
    expect(iso(addInterval(at('2026-12-15T00:00:00Z'), 'month'))).toBe('2027-01-15T00:00:00.000Z');
  });

  it('renew yearly on the same date, 29 February falling back to the 28th', () => {
    expect(iso(addInterval(at('2026-11-24T08:00:00Z'), 'year'))).toBe('2027-11-24T08:00:00.000Z');
    expect(iso(addInterval(at('2028-02-29T08:00:00Z'), 'year'))).toBe('2029-02-28T08:00:00.000Z');
  });
});

describe("the fake Stripe's form parsing", () => {
  it('reads the SDK form encoding as Stripe does: nested objects, lists, numbers and booleans', () => {
    const form = new URLSearchParams({
      'items[0][price]': 'price_a',
      'expand[0]': 'latest_invoice.payments',
      'expand[1]': 'schedule',
      'metadata[accountId]': 'acc-1',
      'phases[1][duration][interval_count]': '1',
      cancel_at_period_end: 'true',
    }).toString();
    expect(parseStripeForm(form)).toEqual({
      items: [{ price: 'price_a' }],
      expand: ['latest_invoice.payments', 'schedule'],
      metadata: { accountId: 'acc-1' },
      phases: [undefined, { duration: { interval_count: 1 } }],
      cancel_at_period_end: true,
    });
  });
});
