import { SubscriptionPlansResponse, PublicEndpoints } from '@biz/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../api/endpoint-calls';

/** SPEC §9: the plan list is cached for 5 minutes. */
const PLAN_LIST_STALE_MS = 5 * 60_000;

export function fetchSubscriptionPlans(): Promise<SubscriptionPlansResponse> {
  return callEndpoint('subscriptionPlans', SubscriptionPlansResponse);
}

export function useSubscriptionPlans() {
  return useQuery({ queryKey: [PublicEndpoints.subscriptionPlans.path], queryFn: fetchSubscriptionPlans, staleTime: PLAN_LIST_STALE_MS });
}
