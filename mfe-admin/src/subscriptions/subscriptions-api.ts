import { AdminSubscriptionsResponse } from '@biz/contracts';
import { callEndpoint } from '@biz/ui-kit';

export const fetchSubscriptions = () => callEndpoint('adminSubscriptions', AdminSubscriptionsResponse);
