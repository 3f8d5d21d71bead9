import { AdminSubscriptionsResponse } from '@biz/contracts';
import { callEndpoint } from '../api/endpoint-calls';

export const fetchSubscriptions = () => callEndpoint('adminSubscriptions', AdminSubscriptionsResponse);
