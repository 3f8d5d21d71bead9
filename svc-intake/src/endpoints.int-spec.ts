import { describeEndpointContract } from '@biz/server-kit/testing';
import { startIntakeTestApp, type IntakeTestApp } from './testing/intake-test-app';

let t: IntakeTestApp;
beforeAll(async () => {
  t = await startIntakeTestApp();
});
afterAll(() => t?.close());

describeEndpointContract('intake', () => t.app);
