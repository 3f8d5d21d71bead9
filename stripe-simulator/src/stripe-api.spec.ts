import Stripe from 'stripe';
import type { StripeApi } from './stripe-api';
import { StripeSimulator } from './stripe-simulator';
import { startStripeSimulatorServer } from './testing/stripe-simulator-server';

// The seam is a type, so its first test is the compiler's (`tsc -b`, npm test's first stage): both the SDK
// and the simulator must stand where a `StripeApi` is asked for.
/** Compiles only when `Actual` can stand where `Seam` is asked for. */
type Fits<Seam, Actual extends Seam> = Actual;
export type SeamFits = [Fits<StripeApi, Stripe>, Fits<StripeApi, StripeSimulator>];
// And it bites: a seam asking for a call the SDK does not have refuses the SDK.
// @ts-expect-error the SDK has no paymentIntents.teleport
export type SeamRefusesTheSdk = Fits<StripeApi & { paymentIntents: { teleport(id: string): Promise<void> } }, Stripe>;

describe('the Stripe seam', () => {
  it("answers a call the real SDK makes through it as the simulator answers it in process", async () => {
    const server = await startStripeSimulatorServer();
    try {
      const { hostname, port } = new URL(server.url);
      const sdk: StripeApi = new Stripe('sk_test_seam', { host: hostname, port: Number(port), protocol: 'http' });
      const created = await sdk.paymentIntents.create({ amount: 250_000, currency: 'usd', automatic_payment_methods: { enabled: true }, metadata: { orderId: 'order-1' } });
      expect(created).toMatchObject({ amount: 250_000, currency: 'usd', metadata: { orderId: 'order-1' } });
      expect(await sdk.paymentIntents.retrieve(created.id)).toEqual(await server.simulated.paymentIntents.retrieve(created.id));
    } finally {
      await server.close();
    }
  });
});
