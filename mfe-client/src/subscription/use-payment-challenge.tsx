import { Button, Dialog } from '@biz/ui-kit';
import { useState, type ReactNode } from 'react';
import { authenticateTestModePayment, useBillingConfig } from './subscription-api';

export type ChallengeOutcome = { ok: true } | { ok: false; message: string };

const NOT_AUTHENTICATED = 'The payment was not authenticated.';

/**
 * 3-D Secure for a payment the bank wants confirmed: Stripe.js's own challenge with a publishable key, and
 * in test mode a test page that plays the bank (complete or fail the authentication).
 */
export function usePaymentChallenge(): { challenge: (clientSecret: string) => Promise<ChallengeOutcome>; element: ReactNode } {
  const config = useBillingConfig();
  const [pending, setPending] = useState<{ clientSecret: string; resolve: (outcome: ChallengeOutcome) => void } | null>(null);
  const [answering, setAnswering] = useState(false);

  async function challenge(clientSecret: string): Promise<ChallengeOutcome> {
    const { data } = config;
    if (data && !data.testMode) {
      const { confirmWithStripe } = await import('./stripe-card');
      const outcome = await confirmWithStripe(data.publishableKey, clientSecret);
      return outcome.ok ? { ok: true } : { ok: false, message: outcome.message ?? NOT_AUTHENTICATED };
    }
    return new Promise((resolve) => setPending({ clientSecret, resolve }));
  }

  async function answer(approve: boolean) {
    if (!pending) return;
    setAnswering(true);
    try {
      const { status } = await authenticateTestModePayment(pending.clientSecret, approve);
      pending.resolve(status === 'succeeded' ? { ok: true } : { ok: false, message: NOT_AUTHENTICATED });
    } catch {
      pending.resolve({ ok: false, message: NOT_AUTHENTICATED });
    } finally {
      setAnswering(false);
      setPending(null);
    }
  }

  const element = (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (open || !pending || answering) return;
        pending.resolve({ ok: false, message: NOT_AUTHENTICATED });
        setPending(null);
      }}
      title="Authenticate your payment"
      description="Your bank asks you to confirm this payment (3-D Secure)."
      footer={
        <>
          <Button variant="outline" disabled={answering} onClick={() => void answer(false)}>
            Fail authentication
          </Button>
          <Button disabled={answering} onClick={() => void answer(true)}>
            Complete authentication
          </Button>
        </>
      }
    >
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        <span className="rounded bg-urgent-500 px-2 py-0.5 text-xs font-extrabold tracking-widest text-ink">TEST MODE</span>
        This page stands in for your bank's. No real card is charged.
      </p>
    </Dialog>
  );
  return { challenge, element };
}
