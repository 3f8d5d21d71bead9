// `@biz/stripe-simulator`: a stand-in for Stripe (a third party), kept out of billing's folders. svc-billing
// reads the seam's types from here and builds the simulator only in test mode; the tests' fake Stripe
// server is `@biz/stripe-simulator/testing`.
export type { StripeApi, StripeEventObject } from './stripe-api';
export * from './stripe-objects';
export { StripeSimulator } from './stripe-simulator';
export { SECONDS_PER_DAY } from './sim-billing';
export { SimStripeError, type SimEvent, type SimPrice } from './sim-objects';
export { PgSimStore, type SimulatorTables } from './pg-sim-store';
