import {
  BillingConfigResponse,
  CreatePaymentIntentResponse,
  TestModeConfirmPaymentResponse,
  type CreatePaymentIntentRequest,
  type TestModeConfirmPaymentRequest,
} from '@biz/contracts';
import { apiRequest } from '@biz/ui-kit';

/** The publishable key, or that billing runs in test mode (no Stripe key configured). */
export async function fetchBillingConfig(): Promise<BillingConfigResponse> {
  const res = await apiRequest('GET', '/api/billing/config');
  return BillingConfigResponse.parse(await res.json());
}

/** One PaymentIntent per checkout id: a reload or a retry with the same id gets the same client secret. */
export async function createPaymentIntent(body: CreatePaymentIntentRequest): Promise<CreatePaymentIntentResponse> {
  const res = await apiRequest('POST', '/api/create-payment-intent', body);
  return CreatePaymentIntentResponse.parse(await res.json());
}

/** Test mode only: the server plays Stripe's part with the card. A decline is an answer (200), not an error. */
export async function confirmTestModePayment(body: TestModeConfirmPaymentRequest): Promise<TestModeConfirmPaymentResponse> {
  const res = await apiRequest('POST', '/api/billing/test-mode/confirm-payment', body);
  return TestModeConfirmPaymentResponse.parse(await res.json());
}
