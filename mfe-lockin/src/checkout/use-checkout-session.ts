import type { BillingConfigResponse, PackageName } from '@biz/contracts';
import { useEffect, useState } from 'react';
import { countedSpots } from '../sprint/counted-spots';
import { readLeadStorage, storedLead } from '../sprint/lead-storage';
import { createPaymentIntent, fetchBillingConfig } from './billing-api';
import { checkoutKeyFor } from './checkout-key';

export interface CheckoutSession {
  config: BillingConfigResponse;
  clientSecret: string;
  /** When a sprint bought now starts, in a week whose spots are taken (decision 065); null otherwise or when billing cannot say. */
  laterStart: string | null;
}

/** No lead is stored in this browser: the checkout asks for the details first and makes no order. */
export const NO_LEAD = 'no-lead';

/**
 * On load: the billing config, this checkout's PaymentIntent with the lead from the form, and the week's
 * spots (a failure of which only leaves their notice out), so the form arrives with what a full week
 * means and nothing moves after. Null until they arrive. An order exists only for a lead (issue 46): a
 * browser that opens the address without the form's details (a crawler, a shared link) gets `NO_LEAD` and
 * no call is made. SPEC §8: a failure is logged only and the spinner stays; the checkout key makes a
 * reload retry the same order.
 */
export function useCheckoutSession(pkg: PackageName): CheckoutSession | typeof NO_LEAD | null {
  const [session, setSession] = useState<CheckoutSession | typeof NO_LEAD | null>(null);
  useEffect(() => {
    let live = true;
    const lead = storedLead(readLeadStorage());
    if (!lead) {
      setSession(NO_LEAD);
      return;
    }
    const spots = countedSpots().catch(() => null);
    Promise.all([fetchBillingConfig(), createPaymentIntent({ package: pkg, checkoutKey: checkoutKeyFor(pkg), lead }), spots])
      .then(([config, { clientSecret }, claims]) => {
        if (live) setSession({ config, clientSecret, laterStart: claims?.laterStart ?? null });
      })
      .catch((error: unknown) => console.error('Secure checkout could not be set up', error));
    return () => {
      live = false;
    };
  }, [pkg]);
  return session;
}
