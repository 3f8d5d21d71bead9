import { ErrorEnvelope, PackageName, ToastMessage } from '@biz/contracts';
import { toast, toastMessage } from '@biz/ui-kit';

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
/** The package rides along so a buyer whose bank turned the payment down can go back to that checkout. */
export const successUrl = (pkg: PackageName) => `${window.location.origin}${SUCCESS_PATH}?package=${pkg}`;

/** A failed return names the package to go back to, when the return URL still says which. */
export type ReturnOutcome = { state: 'paid' } | { state: 'processing' } | { state: 'failed'; pkg?: PackageName };

/**
 * What the return to /lockin/success says. Stripe adds `redirect_status` when it redirects after a bank
 * challenge; a payment confirmed in place (test mode, or Stripe without a challenge) arrives without it.
 */
export function returnOutcome(search: URLSearchParams): ReturnOutcome {
  const status = search.get('redirect_status');
  if (status === null || status === 'succeeded') return { state: 'paid' };
  if (status === 'processing') return { state: 'processing' };
  const pkg = PackageName.safeParse(search.get('package'));
  return pkg.success ? { state: 'failed', pkg: pkg.data } : { state: 'failed' };
}
