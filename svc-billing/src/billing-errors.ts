import { CommonErrorCode, Endpoints, GUARANTEE_DAYS, ServerMessage, type EndpointName } from '@biz/contracts';
import { AppError, domainError } from '@biz/server-kit';

/** No order holds that client secret (or id). */
export class OrderNotFound extends domainError('OrderNotFound', ServerMessage.checkoutNotFound) {}

/** The Stripe-Signature header is missing, wrong for this body, or too old: the event is not Stripe's. */
export class InvalidWebhookSignature extends domainError('InvalidWebhookSignature', 'The webhook signature could not be verified.') {}

/** Stripe could not be reached or refused the call; the checkout can be retried. */
export class PaymentsUnavailable extends domainError('PaymentsUnavailable', ServerMessage.paymentsUnavailable) {}

/**
 * A route of the other payment mode (the test-mode payment with Stripe configured, the webhook in test
 * mode): answered exactly like a route that does not exist.
 */
export class RouteNotInThisMode extends AppError {
  constructor(endpoint: EndpointName) {
    super(404, CommonErrorCode.NotFound, `Cannot ${Endpoints[endpoint].method} ${Endpoints[endpoint].path}`);
  }
}

/** The bank refused the card (or asked for an authentication that failed): the client's to fix. */
export class PaymentDeclined extends domainError('PaymentDeclined', (message: string) => message) {}

/** The provider refused a call billing made: a bug or a race, logged; the client may retry. */
export class PaymentProviderRefused extends domainError('PaymentProviderRefused', 'The payment provider refused the request. Please try again.') {}

/** The client has no subscription this change applies to (none, ended, or not in a state that allows it). */
export class SubscriptionNotChangeable extends domainError('SubscriptionNotChangeable', (message: string) => message) {}

/** No payment waits for authentication under that client secret. */
export class PaymentNotFound extends domainError('PaymentNotFound', 'No payment is waiting for authentication with that secret.') {}

/** No resume link has this token (never issued, altered, or its client was deleted). */
export class CheckoutLinkInvalid extends domainError('CheckoutLinkInvalid', 'This checkout link is not valid.') {}

/** The link is past its days, its order is paid already, it was withdrawn or has resumed all it may: the normal form starts a new checkout. */
export class CheckoutLinkExpired extends domainError('CheckoutLinkExpired', (message: string = 'This checkout link has expired.') => message) {}

/** A paid order has nothing to recover. */
export class OrderAlreadyPaid extends domainError('OrderAlreadyPaid', 'That order is paid already.') {}

/** Only a paid order can be refunded (a pending or failed one took no money). */
export class OrderNotRefundable extends domainError('OrderNotRefundable', (status: string) => `Only a paid order can be refunded; this one is ${status.replace('_', ' ')}.`) {}

/** SPEC §9's 7-day money-back guarantee is over for this order: a refund now is the agency's call outside the product. */
export class GuaranteeEnded extends domainError('GuaranteeEnded', (paidAt: string) => `The ${GUARANTEE_DAYS}-day money-back guarantee of this order (paid ${paidAt.slice(0, 10)}) has ended, so it cannot be refunded here.`) {}
