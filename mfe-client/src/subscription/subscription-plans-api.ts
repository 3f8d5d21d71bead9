import { SubscriptionPlansResponse } from '@biz/contracts';
import { apiRequest } from '@biz/ui-kit';
import { useQuery } from '@tanstack/react-query';

const path = '/api/subscription-plans';

/** SPEC §9: the plan list is cached for 5 minutes. */
const PLAN_LIST_STALE_MS = 5 * 60_000;

export async function fetchSubscriptionPlans(): Promise<SubscriptionPlansResponse> {
  const res = await apiRequest('GET', path);
  return SubscriptionPlansResponse.parse(await res.json());
}

export function useSubscriptionPlans() {
  return useQuery({ queryKey: [path], queryFn: fetchSubscriptionPlans, staleTime: PLAN_LIST_STALE_MS });
}
