import { memoryStorage } from '../sprint/memory-storage.fixture';
import { checkoutKeyFor, settleCheckout } from './checkout-key';
import { PAYMENT_ERROR_FALLBACK, checkoutToAsk, paymentErrorMessage } from './payment-outcome';

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

describe('the checkout the return page asks billing about', () => {
  const secret = 'pi_test_0123456789abcdef01234567_secret_Zx9Yw8Vu7T';
  const paidHere = 'pi_test_fedcba9876543210fedcba98_secret_Ab1Cd2Ef3G';
  const ask = (query: string, storage = memoryStorage()) => checkoutToAsk(new URLSearchParams(query), () => storage);

  it("is the PaymentIntent of Stripe's return URL, whatever its redirect_status says", () => {
    const storage = memoryStorage();
    settleCheckout(paidHere, () => storage);
    expect(ask(`package=growth&payment_intent=pi_1&payment_intent_client_secret=${secret}&redirect_status=succeeded`, storage)).toEqual({ clientSecret: secret });
  });

  it('is nothing for a return URL whose client secret is not one', () => {
    expect(ask('payment_intent_client_secret=<script>&redirect_status=succeeded')).toBeNull();
  });

  it('is the checkout this tab paid in place, so a reload still shows it', () => {
    const storage = memoryStorage();
    checkoutKeyFor('starter', () => storage);
    settleCheckout(paidHere, () => storage);
    expect(ask('package=starter', storage)).toEqual({ clientSecret: paidHere });
    expect(ask('', storage)).toEqual({ clientSecret: paidHere });
  });

  it('is nothing in a tab that never paid: opened directly, the page claims no payment', () => {
    const storage = memoryStorage();
    checkoutKeyFor('growth', () => storage);
    expect(ask('', storage)).toBeNull();
    expect(ask('package=growth&redirect_status=succeeded', storage)).toBeNull();
  });
});
