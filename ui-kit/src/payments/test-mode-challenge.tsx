import { useState, type ReactNode } from 'react';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';

export type ChallengeOutcome = { ok: true } | { ok: false; message: string };

export const NOT_AUTHENTICATED = 'The payment was not authenticated.';

/** The test-mode call that answers the bank's challenge (each remote makes it through its own API file). */
export type AuthenticateTestModePayment = (clientSecret: string, approve: boolean) => Promise<{ status: 'succeeded' | 'failed' }>;

/**
 * Test mode's 3-D Secure: a test page that plays the bank (complete or fail the authentication), the same
 * at the sprint checkout and on the client's Subscription tab. `challenge` resolves once it is answered.
 */
export function useTestModeChallenge(authenticate: AuthenticateTestModePayment): { challenge: (clientSecret: string) => Promise<ChallengeOutcome>; element: ReactNode } {
  const [pending, setPending] = useState<{ clientSecret: string; resolve: (outcome: ChallengeOutcome) => void } | null>(null);
  const [answering, setAnswering] = useState(false);

  const challenge = (clientSecret: string) => new Promise<ChallengeOutcome>((resolve) => setPending({ clientSecret, resolve }));

  async function answer(approve: boolean) {
    if (!pending) return;
    setAnswering(true);
    try {
      const { status } = await authenticate(pending.clientSecret, approve);
      pending.resolve(status === 'succeeded' ? { ok: true } : { ok: false, message: NOT_AUTHENTICATED });
    } catch {
      pending.resolve({ ok: false, message: NOT_AUTHENTICATED });
    } finally {
      setAnswering(false);
      setPending(null);
    }
  }

  // Mounted only while the bank asks: a closed test page would still hold its "TEST MODE" text in the page.
  const element = pending && (
    <Dialog
      open
      onOpenChange={(open) => {
        if (open || answering) return;
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
