import {
  BillingConfigResponse,
  CancelSubscriptionResponse,
  CreateSubscriptionResponse,
  Endpoints,
  SubscriptionResponse,
  TestModeAuthenticateResponse,
  TestModePaymentMethodResponse,
  UpdatePaymentMethodResponse,
  type CreateSubscriptionRequest,
  type TestCard,
  type UpdateSubscriptionRequest,
} from '@biz/contracts';
import { callEndpoint } from '@biz/ui-kit';
import { useQuery } from '@tanstack/react-query';

/** Stripe's publishable key, or that billing runs in test mode; it does not change while the page is open. */
export function useBillingConfig() {
  return useQuery({ queryKey: [Endpoints.billingConfig.path], queryFn: () => callEndpoint('billingConfig', BillingConfigResponse), staleTime: Infinity });
}

export const createSubscription = (body: CreateSubscriptionRequest) => callEndpoint('createSubscription', CreateSubscriptionResponse, { body });
export const updateSubscription = (body: UpdateSubscriptionRequest) => callEndpoint('updateSubscription', SubscriptionResponse, { body });
export const cancelSubscription = (immediate: boolean) => callEndpoint('cancelSubscription', CancelSubscriptionResponse, { body: { immediate } });
export const resumeSubscription = () => callEndpoint('resumeSubscription', SubscriptionResponse, { body: {} });
export const updatePaymentMethod = (paymentMethodId: string) => callEndpoint('updatePaymentMethod', UpdatePaymentMethodResponse, { body: { paymentMethodId } });

/** Test mode's stand-in for Stripe.js: the card saved by the server, answered with its payment method id. */
export const createTestModePaymentMethod = (card: TestCard) => callEndpoint('createTestModePaymentMethod', TestModePaymentMethodResponse, { body: { card } });
export const authenticateTestModePayment = (clientSecret: string, approve: boolean) =>
  callEndpoint('authenticateTestModePayment', TestModeAuthenticateResponse, { body: { clientSecret, approve } });
