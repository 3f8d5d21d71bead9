import { CheckoutOutcomeRequest, ErrorEnvelope, PackageName, ToastMessage } from '@biz/contracts';
import { toast, toastMessage } from '@biz/ui-kit';
import { paidCheckoutSecret } from './checkout-key';

export const PAYMENT_ERROR_FALLBACK = 'Your payment could not be processed. Please try again.';

/**
 * The text for the 'Payment Failed' toast from a failed call: the service's own message when it sent the
 * error envelope ("<status>: <body>", SPEC §8), else a plain sentence rather than raw status text.
 */
export function paymentErrorMessage(error: unknown): string {
  const body = error instanceof Error ? /^\d{3}: (.*)$/s.exec(error.message)?.[1] : undefined;
  if (!body) return PAYMENT_ERROR_FALLBACK;
  try {
    return ErrorEnvelope.parse(JSON.parse(body)).error.message;
  } catch {
    return PAYMENT_ERROR_FALLBACK;
  }
}

/** SPEC §8: destructive 'Payment Failed' with the provider's message. */
export function toastPaymentFailed(message: string): void {
  toast({ title: ToastMessage.paymentFailed.title, description: message, variant: 'destructive' });
}

export function toastPaymentSucceeded(): void {
  toastMessage(ToastMessage.paymentSucceeded);
}

/** Where the provider sends the buyer after paying (SPEC §4, §7). */
export const SUCCESS_PATH = '/lockin/success';
/**
 * The package rides along: it names this tab's checkout to ask billing about, and the checkout to go back
 * to when the payment did not go through.
 */
export const successPath = (pkg: PackageName) => `${SUCCESS_PATH}?package=${pkg}`;
export const successUrl = (pkg: PackageName) => `${window.location.origin}${successPath(pkg)}`;

/** The package a return URL names, if it names one. */
export function returnPackage(search: URLSearchParams): PackageName | null {
  const pkg = PackageName.safeParse(search.get('package'));
  return pkg.success ? pkg.data : null;
}

/**
 * What the return page asks billing about: the PaymentIntent Stripe's redirect names (its client secret),
 * else the checkout this tab paid in place. Null when there is nothing to ask about: the page then claims
 * nothing. Stripe's `redirect_status` is not trusted on its own: anyone can type it.
 */
export function checkoutToAsk(search: URLSearchParams, storage?: () => Storage): CheckoutOutcomeRequest | null {
  const named = CheckoutOutcomeRequest.safeParse({ clientSecret: search.get('payment_intent_client_secret') ?? paidCheckoutSecret(storage) });
  return named.success ? named.data : null;
}
