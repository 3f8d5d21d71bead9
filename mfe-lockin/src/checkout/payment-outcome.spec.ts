import { PAYMENT_ERROR_FALLBACK, paymentErrorMessage, returnOutcome } from './payment-outcome';

describe('the Payment Failed message of a failed call', () => {
  it("is the service's message from the error envelope", () => {
    const body = JSON.stringify({ error: { code: 'CheckoutNotFound', message: 'This checkout has expired. Please reload the page.' } });
    expect(paymentErrorMessage(new Error(`404: ${body}`))).toBe('This checkout has expired. Please reload the page.');
  });

  it('is a plain sentence for anything else', () => {
    expect(paymentErrorMessage(new Error('502: Bad Gateway'))).toBe(PAYMENT_ERROR_FALLBACK);
    expect(paymentErrorMessage(new TypeError('Failed to fetch'))).toBe(PAYMENT_ERROR_FALLBACK);
    expect(paymentErrorMessage('nope')).toBe(PAYMENT_ERROR_FALLBACK);
  });
});

describe('the return from the payment provider', () => {
  const outcome = (query: string) => returnOutcome(new URLSearchParams(query));

  it('is paid when confirmed in place or when Stripe says succeeded', () => {
    expect(outcome('')).toEqual({ state: 'paid' });
    expect(outcome('package=growth&payment_intent=pi_1&redirect_status=succeeded')).toEqual({ state: 'paid' });
  });

  it('is processing while the bank has not settled', () => {
    expect(outcome('package=starter&redirect_status=processing')).toEqual({ state: 'processing' });
  });

  it('is failed for any other status, naming the checkout to go back to when the URL says which', () => {
    expect(outcome('package=growth&redirect_status=failed')).toEqual({ state: 'failed', pkg: 'growth' });
    expect(outcome('redirect_status=requires_payment_method')).toEqual({ state: 'failed' });
    expect(outcome('package=platinum&redirect_status=failed')).toEqual({ state: 'failed' });
  });
});
