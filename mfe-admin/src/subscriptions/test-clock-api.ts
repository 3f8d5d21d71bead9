import { TestClockResponse } from '@biz/contracts';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { callEndpoint } from '../api/endpoint-calls';

/** Test mode outside production only (404 elsewhere): the simulated provider's clock. */
export const fetchTestClock = () => callEndpoint('testClock', TestClockResponse);
export const advanceTestClock = (days: number) => callEndpoint('advanceTestClock', TestClockResponse, { body: { days } });
const testClockFailure = { title: 'The test clock did not move', description: 'Please try again.', destructive: true };
export const useAdvanceTestClock = () =>
  useEndpointMutation({ mutationFn: advanceTestClock, failure: testClockFailure, invalidates: [['admin-test-clock'], ['admin-subscriptions']] });
