import { envProblemsOf } from '@biz/server-kit/testing';
import { loadBillingEnv } from './env';

/** Every production environment below has the secret of the internal calls (parseEnv requires it), so each tests what it names. */
const SERVICE_TOKEN_SECRET = 'the-secret-of-this-deployment-0123456789';
const CLIENT_ADDRESS_KEY = 'the-address-key-of-this-deployment-0123456789';

const prices = JSON.stringify({
  Starter: { monthly: 'price_s1', yearly: 'price_s2' },
  Growth: { monthly: 'price_g1', yearly: 'price_g2' },
  Enterprise: { monthly: 'price_e1', yearly: 'price_e2' },
});
const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123', STRIPE_PRICE_IDS: prices };

const problemsOf = (source: Record<string, string>) => envProblemsOf(loadBillingEnv, source);

describe('billing configuration', () => {
  it('runs in test mode with no Stripe key at all', () => {
    expect(loadBillingEnv({}).STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('takes the three Stripe keys and the price ids together', () => {
    const { STRIPE_PRICE_IDS: _ids, ...keys } = stripe;
    expect(loadBillingEnv(stripe)).toMatchObject({ ...keys, STRIPE_PRICE_IDS: JSON.parse(prices) });
  });

  it('refuses price ids that are not JSON, or miss a plan or a cycle', () => {
    expect(problemsOf({ ...stripe, STRIPE_PRICE_IDS: 'price_1' })).toEqual([expect.stringMatching(/^STRIPE_PRICE_IDS: must be JSON/)]);
    const missingYearly = JSON.stringify({ ...JSON.parse(prices), Growth: { monthly: 'price_g1' } });
    expect(problemsOf({ ...stripe, STRIPE_PRICE_IDS: missingYearly })).toEqual([expect.stringMatching(/^STRIPE_PRICE_IDS\.Growth\.yearly: /)]);
  });

  it('refuses a secret key without the webhook secret, the publishable key and the price ids, naming each', () => {
    const problems = problemsOf({ STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY });
    expect(problems).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set/),
      expect.stringMatching(/^STRIPE_PUBLISHABLE_KEY: required when STRIPE_SECRET_KEY is set/),
      expect.stringMatching(/^STRIPE_PRICE_IDS: required when STRIPE_SECRET_KEY is set/),
    ]);
  });

  it('refuses a publishable key without a secret key rather than silently running in test mode', () => {
    expect(problemsOf({ STRIPE_PUBLISHABLE_KEY: stripe.STRIPE_PUBLISHABLE_KEY })).toEqual([expect.stringMatching(/^STRIPE_SECRET_KEY: required when STRIPE_PUBLISHABLE_KEY is set/)]);
  });

  it('refuses keys swapped around, without echoing them', () => {
    const problems = problemsOf({ ...stripe, STRIPE_SECRET_KEY: 'pk_live_leaky', STRIPE_PUBLISHABLE_KEY: 'sk_live_leaky' });
    expect(problems.map((p) => p.split(':')[0])).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY']);
    expect(problems.join('\n')).not.toContain('leaky');
  });

  it('in production, refuses to simulate payments unless PAYMENTS_MODE=test says so', () => {
    expect(problemsOf({ NODE_ENV: 'production', SERVICE_TOKEN_SECRET, CLIENT_ADDRESS_KEY })).toEqual([expect.stringMatching(/^STRIPE_SECRET_KEY: required in production: without it payments are simulated/)]);
    expect(problemsOf({ NODE_ENV: 'production', SERVICE_TOKEN_SECRET, CLIENT_ADDRESS_KEY, PAYMENTS_MODE: 'test' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'production', SERVICE_TOKEN_SECRET, CLIENT_ADDRESS_KEY, ...stripe })).toEqual([]);
  });

  it('refuses a PAYMENTS_MODE that contradicts the keys', () => {
    expect(problemsOf({ PAYMENTS_MODE: 'stripe' })).toEqual([expect.stringMatching(/^STRIPE_SECRET_KEY: required when PAYMENTS_MODE is stripe/)]);
    expect(problemsOf({ PAYMENTS_MODE: 'test', ...stripe })).toEqual([expect.stringMatching(/^PAYMENTS_MODE: test simulates payments, yet STRIPE_SECRET_KEY is set/)]);
    expect(problemsOf({ PAYMENTS_MODE: 'stripe', ...stripe })).toEqual([]);
  });
});
