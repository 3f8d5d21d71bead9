import type { OrderStatus } from '@biz/contracts';
import type { ReturningOrder } from '../orders/orders.repository';
import type { PaymentIntentOutcome } from '../orders/order-events.service';
import { statusOf } from './checkout-outcome.service';

const order = (status: OrderStatus): ReturningOrder => ({ paymentIntentId: 'pi_1', status, package: 'starter', amountCents: 50_000, currency: 'usd', failureMessage: null, paidAt: null, startsOn: null });
const open = (processing: boolean): PaymentIntentOutcome => ({ kind: 'open', processing });

it.each<[OrderStatus, PaymentIntentOutcome, string]>([
  ['paid', open(false), 'paid'],
  ['refunded', { kind: 'succeeded' }, 'refunded'],
  ['pending', { kind: 'succeeded' }, 'processing'],
  ['pending', { kind: 'failed', message: 'Your card was declined.' }, 'failed'],
  ['pending', open(true), 'processing'],
  ['payment_failed', open(true), 'processing'],
  ['payment_failed', open(false), 'failed'],
  ['pending', open(false), 'unpaid'],
])('an order %s whose PaymentIntent is %j reads %s', (status, atStripe, expected) => {
  expect(statusOf(order(status), atStripe)).toBe(expected);
});
