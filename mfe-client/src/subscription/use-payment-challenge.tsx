import { NOT_AUTHENTICATED, useTestModeChallenge, type ChallengeOutcome } from '@biz/ui-kit/payments';
import type { ReactNode } from 'react';
import { authenticateTestModePayment, useBillingConfig } from './subscription-api';

/**
 * 3-D Secure for a payment the bank wants confirmed: Stripe.js's own challenge with a publishable key, and
 * in test mode the test page shared with the sprint checkout (ui-kit).
 */
export function usePaymentChallenge(): { challenge: (clientSecret: string) => Promise<ChallengeOutcome>; element: ReactNode } {
  const config = useBillingConfig();
  const testMode = useTestModeChallenge(authenticateTestModePayment);

  async function challenge(clientSecret: string): Promise<ChallengeOutcome> {
    const { data } = config;
    if (data && !data.testMode) {
      const { confirmWithStripe } = await import('./stripe-card');
      const outcome = await confirmWithStripe(data.publishableKey, clientSecret);
      return outcome.ok ? { ok: true } : { ok: false, message: outcome.message ?? NOT_AUTHENTICATED };
    }
    return testMode.challenge(clientSecret);
  }

  return { challenge, element: testMode.element };
}
