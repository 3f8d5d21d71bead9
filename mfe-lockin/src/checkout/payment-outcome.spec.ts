import { PAYMENT_ERROR_FALLBACK, paymentErrorMessage } from './payment-outcome';

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
