import { Endpoints, SubscriptionPlansResponse } from '@biz/contracts';
import { callEndpoint } from '@biz/ui-kit';
import { useQuery } from '@tanstack/react-query';

/** SPEC §9: the plan list is cached for 5 minutes. */
const PLAN_LIST_STALE_MS = 5 * 60_000;

export function fetchSubscriptionPlans(): Promise<SubscriptionPlansResponse> {
  return callEndpoint('subscriptionPlans', SubscriptionPlansResponse);
}

export function useSubscriptionPlans() {
  return useQuery({ queryKey: [Endpoints.subscriptionPlans.path], queryFn: fetchSubscriptionPlans, staleTime: PLAN_LIST_STALE_MS });
}
