import { LeadPhoneSearchResponse } from '@biz/contracts';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app';
import { exampleLead } from '../testing/checkout.fixtures';

// The desk's search by phone: the digits of the phone each lead last gave at a checkout, whatever its punctuation.
let t: BillingTestApp;

async function checkout(contactEmail: string, contactPhone: string, pkg: 'starter' | 'growth' = 'starter') {
  const res = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { package: pkg, lead: { ...exampleLead, contactEmail, contactPhone } } });
  expect(res.statusCode).toBe(200);
}
const searchOf = (digits: string) => t.app.inject({ method: 'GET', url: `/internal/search/lead-phones?${new URLSearchParams({ digits })}` });
async function leads(digits: string) {
  const res = await searchOf(digits);
  expect(res.statusCode).toBe(200);
  return LeadPhoneSearchResponse.parse(res.json()).leads;
}

beforeAll(async () => {
  t = await startBillingTestApp();
  await checkout('Owner@Glow.example', '+1 (555) 010-1234');
  await checkout('desk@iron.example', '555.777.9000');
  // Iron's lead gave a new number at its later checkout: the old one no longer finds it.
  await checkout('desk@iron.example', '555 222 3333', 'growth');
});
afterAll(() => t?.close());

describe('GET /internal/search/lead-phones', () => {
  it('finds a lead by any run of its digits, whatever punctuation either side wrote', async () => {
    expect(await leads('5550101234')).toEqual([{ email: 'owner@glow.example', phone: '+1 (555) 010-1234' }]);
    expect(await leads('0101')).toEqual([{ email: 'owner@glow.example', phone: '+1 (555) 010-1234' }]);
    expect(await leads('555')).toEqual([
      { email: 'desk@iron.example', phone: '555 222 3333' },
      { email: 'owner@glow.example', phone: '+1 (555) 010-1234' },
    ]);
  });

  it('counts only the phone a lead gave last', async () => {
    expect(await leads('7779000')).toEqual([]);
    expect(await leads('2223333')).toEqual([{ email: 'desk@iron.example', phone: '555 222 3333' }]);
  });

  it('reads the phone digits through their trigram index', async () => {
    // Enough checkouts that reading every order costs more than the index.
    await t.query(`INSERT INTO $schema.orders (package, amount_cents, currency, payment_intent_id, client_secret, lead)
      SELECT 'starter', 50000, 'usd', 'pi_seed_' || n, 'pi_seed_' || n || '_secret', jsonb_build_object('contactEmail', 'seed' || n || '@phones.example', 'contactPhone', '(555) ' || lpad(n::text, 7, '0'))
      FROM generate_series(1, 5000) n`);
    // VACUUM moves the rows from GIN's pending list into the index, as autovacuum does.
    await t.query('VACUUM ANALYZE $schema.orders');
    const plan = await t.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT 1 FROM $schema.orders WHERE lead ? 'contactPhone' AND regexp_replace(lead->>'contactPhone', '\\D', '', 'g') LIKE '%0101234%'`);
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('orders_lead_phone_digits_idx');
  });

  it('refuses anything but 3 to 15 digits with 400 and the field', async () => {
    for (const digits of ['55', '555-010', "1'; DROP TABLE orders; --", '1'.repeat(16)]) {
      const res = await searchOf(digits);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'ValidationFailed', fields: { digits: expect.any(Array) } } });
    }
  });
});
