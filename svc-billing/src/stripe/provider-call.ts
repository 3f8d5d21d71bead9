import { Logger } from '@nestjs/common';
import { PaymentDeclined, PaymentProviderRefused, PaymentsUnavailable } from '../billing-errors';

const log = new Logger('StripeProvider');

/**
 * A provider call, with its failures in the product's terms: a card the bank refused is the client's to
 * fix (402 with the bank's message); a refused request is a bug or a race, logged (502); anything else
 * means the provider is unreachable (503, retry later).
 */
export async function providerCall<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (err) {
    const { rawType, message } = err as { rawType?: string; message?: string };
    if (rawType === 'card_error') throw new PaymentDeclined(message ?? 'Your card was declined.');
    log.error(`${what} failed: ${message ?? String(err)}`);
    if (rawType === 'invalid_request_error') throw new PaymentProviderRefused();
    throw new PaymentsUnavailable();
  }
}
