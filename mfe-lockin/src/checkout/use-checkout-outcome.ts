import type { CheckoutOutcomeResponse } from '@biz/contracts';
import { useCallback, useEffect, useState } from 'react';
import { checkoutOutcome } from './billing-api';
import { settleCheckout } from './checkout-key';
import { checkoutToAsk } from './payment-outcome';

/**
 * What the return page knows: nothing yet (the server's render and the first paint), that there is no
 * payment to ask about, that billing could not be asked, or billing's answer.
 */
export type CheckoutReturn =
  | { kind: 'checking' }
  | { kind: 'none' }
  | { kind: 'unavailable'; retry: () => void }
  | { kind: 'known'; outcome: CheckoutOutcomeResponse };

const notFound = (error: unknown) => error instanceof Error && error.message.startsWith('404:');

/** Asks billing, once the page runs in the browser, about the checkout the return URL names or this tab paid. */
export function useCheckoutOutcome(search: URLSearchParams): CheckoutReturn {
  const [state, setState] = useState<CheckoutReturn>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const query = search.toString();

  useEffect(() => {
    const request = checkoutToAsk(new URLSearchParams(query));
    if (!request) {
      setState({ kind: 'none' });
      return;
    }
    let live = true;
    setState({ kind: 'checking' });
    checkoutOutcome(request)
      .then((outcome) => {
        // Paid (after a bank's redirect too): the next purchase in this tab is a new order.
        if (outcome.status === 'paid') settleCheckout(request.clientSecret);
        if (live) setState({ kind: 'known', outcome });
      })
      .catch((error: unknown) => {
        if (live) setState(notFound(error) ? { kind: 'none' } : { kind: 'unavailable', retry });
      });
    return () => {
      live = false;
    };
  }, [query, attempt, retry]);

  return state;
}
