import { BillingConfigResponse, CheckoutOutcomeResponse, CreatePaymentIntentResponse, ResumeCheckoutResponse, TestModeAuthenticateResponse, TestModeConfirmPaymentResponse, type CheckoutOutcomeRequest, type CreatePaymentIntentRequest, type TestModeConfirmPaymentRequest } from '@biz/contracts';
import { callEndpoint } from '../api/endpoint-calls';

// The one remote whose writes are not react-query mutations (CODE_STYLE's exception): the sprint pages are
// public, pre-rendered and held to a first-load JS budget, and none of them loads react-query (no
// QueryScope here). The checkout's calls keep their busy state in use-payment-attempt and
// use-checkout-session, with SPEC §8's outcomes there.

/** The publishable key, or that billing runs in test mode (no Stripe key configured). */
export function fetchBillingConfig(): Promise<BillingConfigResponse> {
  return callEndpoint('billingConfig', BillingConfigResponse);
}

/** One PaymentIntent per checkout id: a reload or a retry with the same id gets the same client secret. */
export function createPaymentIntent(body: CreatePaymentIntentRequest): Promise<CreatePaymentIntentResponse> {
  return callEndpoint('createPaymentIntent', CreatePaymentIntentResponse, { body });
}

/** Where the payment of the checkout the buyer returns from stands (404 when billing knows no such checkout). */
export function checkoutOutcome(body: CheckoutOutcomeRequest): Promise<CheckoutOutcomeResponse> {
  return callEndpoint('checkoutOutcome', CheckoutOutcomeResponse, { body });
}

/** A recovery email's link: the package and the lead's details of the checkout it resumes (404 altered, 410 expired or paid). */
export function resumeCheckout(token: string): Promise<ResumeCheckoutResponse> {
  return callEndpoint('resumeCheckout', ResumeCheckoutResponse, { body: { token } });
}

/** Test mode only: the server plays Stripe's part with the card. A decline is an answer (200), not an error. */
export function confirmTestModePayment(body: TestModeConfirmPaymentRequest): Promise<TestModeConfirmPaymentResponse> {
  return callEndpoint('confirmTestModePayment', TestModeConfirmPaymentResponse, { body });
}

/** Test mode only: the test page's answer to the bank's 3-D Secure challenge for this checkout's payment. */
export function authenticateTestModePayment(clientSecret: string, approve: boolean): Promise<TestModeAuthenticateResponse> {
  return callEndpoint('authenticateTestModePayment', TestModeAuthenticateResponse, { body: { clientSecret, approve } });
}
