import { ValidationFailed } from '@biz/server-kit';
import { Logger } from '@nestjs/common';
import { PaymentDeclined, PaymentProviderRefused, PaymentsUnavailable } from '../billing-errors';

const log = new Logger('StripeProvider');

/** The field of the caller's request that names a provider object, and what to say when the provider has no such object. */
export interface CallersReference {
  field: string;
  message: string;
}

/**
 * A provider call, with its failures in the product's terms: a card the bank refused is the client's to
 * fix (402 with the bank's message), and so is an object of `reference` the provider does not know (400 on
 * that field); any other refused request is a bug or a race, logged (502); anything else means the provider
 * is unreachable (503, retry later).
 */
export async function providerCall<T>(what: string, request: () => Promise<T>, reference?: CallersReference): Promise<T> {
  try {
    return await request();
  } catch (err) {
    const { rawType, code, message } = err as { rawType?: string; code?: string; message?: string };
    if (rawType === 'card_error') throw new PaymentDeclined(message ?? 'Your card was declined.');
    if (reference && code === 'resource_missing') throw new ValidationFailed({ [reference.field]: [reference.message] });
    log.error(`${what} failed: ${message ?? String(err)}`);
    if (rawType === 'invalid_request_error') throw new PaymentProviderRefused();
    throw new PaymentsUnavailable();
  }
}
