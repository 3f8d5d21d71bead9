import { BillingConfigResponse, CancelSubscriptionResponse, CreateSubscriptionResponse, PlanChangePreviewResponse, SubscriptionResponse, TestModeAuthenticateResponse, TestModePaymentMethodResponse, UpdatePaymentMethodResponse, type CreateSubscriptionRequest, type TestCard, type UpdateSubscriptionRequest, ToastMessage, type ToastText, ClientEndpoints, PublicEndpoints } from '@biz/contracts';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api/endpoint-calls';
import { clientDashboardKey } from '../api/client-api';

/** Stripe's publishable key, or that billing runs in test mode; it does not change while the page is open. */
export function useBillingConfig() {
  return useQuery({ queryKey: [PublicEndpoints.billingConfig.path], queryFn: () => callEndpoint('billingConfig', BillingConfigResponse), staleTime: Infinity });
}

export const createSubscription = (body: CreateSubscriptionRequest) => callEndpoint('createSubscription', CreateSubscriptionResponse, { body });
export const updateSubscription = (body: UpdateSubscriptionRequest) => callEndpoint('updateSubscription', SubscriptionResponse, { body });
export const cancelSubscription = (immediate: boolean) => callEndpoint('cancelSubscription', CancelSubscriptionResponse, { body: { immediate } });
export const resumeSubscription = () => callEndpoint('resumeSubscription', SubscriptionResponse, { body: {} });
export const undoScheduledChange = () => callEndpoint('undoScheduledChange', SubscriptionResponse, { body: {} });
export const previewPlanChange = (query: UpdateSubscriptionRequest) => callEndpoint('previewPlanChange', PlanChangePreviewResponse, { query });
export const updatePaymentMethod = (paymentMethodId: string) => callEndpoint('updatePaymentMethod', UpdatePaymentMethodResponse, { body: { paymentMethodId } });

/** Test mode's stand-in for Stripe.js: the card saved by the server, answered with its payment method id. */
export const createTestModePaymentMethod = (card: TestCard) => callEndpoint('createTestModePaymentMethod', TestModePaymentMethodResponse, { body: { card } });
export const authenticateTestModePayment = (clientSecret: string, approve: boolean) =>
  callEndpoint('authenticateTestModePayment', TestModeAuthenticateResponse, { body: { clientSecret, approve } });

// Writes (STYLE "A remote"): each change goes to billing, then the dashboard (which holds the subscription) is read again.

/** A refused card (or one the provider does not know) is the spec's 'Payment Error' with the server's words; anything else is the given toast. */
const orPaymentError = (otherwise: ToastText) => (error: Error) => {
  const { status, message, fields } = apiErrorOf(error);
  const cardProblem = status === 402 ? message : fields?.paymentMethodId?.[0];
  return cardProblem ? { ...ToastMessage.subscriptionPaymentError, description: cardProblem } : otherwise;
};
const subscriptionWrite = <T, V>(mutationFn: (variables: V) => Promise<T>, otherwise: ToastText) => ({ mutationFn, failure: orPaymentError(otherwise), invalidates: [clientDashboardKey] });

export const useCreateSubscription = () => useEndpointMutation(subscriptionWrite(createSubscription, ToastMessage.subscriptionCreateFailed));
export const useUpdateSubscription = () => useEndpointMutation(subscriptionWrite(updateSubscription, ToastMessage.subscriptionUpdateFailed));
export const useUpdatePaymentMethod = () => useEndpointMutation(subscriptionWrite(updatePaymentMethod, ToastMessage.subscriptionUpdateFailed));
export const useCancelSubscription = () => useEndpointMutation(subscriptionWrite(cancelSubscription, ToastMessage.subscriptionUpdateFailed));
export const useResumeSubscription = () => useEndpointMutation(subscriptionWrite(resumeSubscription, ToastMessage.subscriptionUpdateFailed));
export const useUndoScheduledChange = () => useEndpointMutation(subscriptionWrite(undoScheduledChange, ToastMessage.subscriptionUpdateFailed));

/**
 * What a change to this plan and cycle would charge today, as the payment provider previews the invoice;
 * read when the change dialog opens, and again each time (a day later the proration differs).
 */
export function usePlanChangePreview(change: UpdateSubscriptionRequest | null) {
  return useQuery({
    queryKey: [ClientEndpoints.previewPlanChange.path, change?.planName, change?.billing],
    queryFn: () => previewPlanChange(change!),
    enabled: change !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Test mode: the card saved by billing. No toast: a refusal is said at the card's field, as Stripe.js says it. */
export const useCreateTestModePaymentMethod = () => useEndpointMutation({ mutationFn: createTestModePaymentMethod });
