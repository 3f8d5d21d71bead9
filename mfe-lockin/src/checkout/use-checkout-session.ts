import type { BillingConfigResponse, PackageName } from '@biz/contracts';
import { useEffect, useState } from 'react';
import { readLeadStorage, storedLead } from '../sprint/lead-storage';
import { createPaymentIntent, fetchBillingConfig } from './billing-api';
import { checkoutKeyFor } from './checkout-key';

export interface CheckoutSession {
  config: BillingConfigResponse;
  clientSecret: string;
}

/** No lead is stored in this browser: the checkout asks for the details first and makes no order. */
export const NO_LEAD = 'no-lead';

/**
 * On load: the billing config and this checkout's PaymentIntent, with the lead from the form. Null until
 * both arrive. An order exists only for a lead (issue 46): a browser that opens the address without the
 * form's details (a crawler, a shared link) gets `NO_LEAD` and no call is made. SPEC §8: a failure is
 * logged only and the spinner stays; the checkout key makes a reload retry the same order.
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
    Promise.all([fetchBillingConfig(), createPaymentIntent({ package: pkg, checkoutKey: checkoutKeyFor(pkg), lead })])
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
