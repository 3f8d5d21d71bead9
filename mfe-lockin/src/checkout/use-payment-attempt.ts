import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PackageName } from '@biz/contracts';
import { settleCheckout } from './checkout-key';
import { paymentErrorMessage, successPath, toastPaymentFailed, toastPaymentSucceeded } from './payment-outcome';

/** What one attempt ended in: paid, or declined with the provider's message. */
export type PaymentResult = { paid: true } | { paid: false; message: string };

/**
 * One payment attempt at a time (a double click pays once), with SPEC §8's outcomes: declined → 'Payment
 * Failed' toast and the form back to idle; paid → 'Payment Successful' toast and the success page, which
 * asks billing about the checkout this tab settled.
 */
export function usePaymentAttempt(pkg: PackageName, clientSecret: string) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  async function attempt(pay: () => Promise<PaymentResult>): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    let result: PaymentResult;
    try {
      result = await pay();
    } catch (error) {
      result = { paid: false, message: paymentErrorMessage(error) };
    }
    inFlight.current = false;
    setBusy(false);
    if (result.paid) {
      toastPaymentSucceeded();
      settleCheckout(clientSecret);
      navigate(successPath(pkg));
    } else {
      toastPaymentFailed(result.message);
    }
  }

  return { busy, attempt };
}
