import type { BillingConfigResponse, PackageName } from '@biz/contracts';
import { useEffect, useState } from 'react';
import { readLeadStorage, storedLead } from '../sprint/lead-storage';
import { createPaymentIntent, fetchBillingConfig } from './billing-api';
import { checkoutKeyFor } from './checkout-key';

export interface CheckoutSession {
  config: BillingConfigResponse;
  clientSecret: string;
}

/**
 * On load: the billing config and this checkout's PaymentIntent (the lead from the form goes with it).
 * Null until both arrive. SPEC §8: a failure is logged only and the spinner stays; the checkout key makes a
 * reload retry the same order.
 */
export function useCheckoutSession(pkg: PackageName): CheckoutSession | null {
  const [session, setSession] = useState<CheckoutSession | null>(null);
  useEffect(() => {
    let live = true;
    const lead = storedLead(readLeadStorage());
    Promise.all([fetchBillingConfig(), createPaymentIntent({ package: pkg, checkoutKey: checkoutKeyFor(pkg), ...(lead ? { lead } : {}) })])
      .then(([config, { clientSecret }]) => {
        if (live) setSession({ config, clientSecret });
      })
      .catch((error: unknown) => console.error('Secure checkout could not be set up', error));
    return () => {
      live = false;
    };
  }, [pkg]);
  return session;
}
