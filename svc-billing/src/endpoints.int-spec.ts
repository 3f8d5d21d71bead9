import { describeEndpointContract } from '@biz/server-kit/testing';
import { startBillingTestApp, type BillingTestApp } from './testing/billing-test-app';

let t: BillingTestApp;
beforeAll(async () => {
  t = await startBillingTestApp();
});
afterAll(() => t?.close());

describeEndpointContract('billing', () => t.app);
