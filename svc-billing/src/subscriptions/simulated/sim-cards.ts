import { TestCards, type TestCard } from '@biz/contracts';
import { testCardOutcome } from '../../payments/test-card-outcome';

/** How a saved test card behaves when charged, as Stripe's test cards of the same numbers do. */
export type CardBehaviour =
  | { kind: 'pays' }
  | { kind: 'declines'; code: string; message: string }
  | { kind: 'authenticates-once' }
  | { kind: 'authenticates-always' }
  | { kind: 'fails-after-attach' };

/** Stripe's magic test PaymentMethod ids, which exist in every test account. */
export const MagicPaymentMethods: Readonly<Record<string, string>> = {
  pm_card_visa: TestCards.success,
  pm_card_chargeDeclined: TestCards.declined,
  pm_card_authenticationRequired: TestCards.authenticationRequired,
  pm_card_threeDSecureRequired: TestCards.alwaysAuthenticate,
  pm_card_chargeCustomerFail: TestCards.chargeFailsAfterAttach,
};

const special: Readonly<Record<string, CardBehaviour>> = {
  [TestCards.authenticationRequired]: { kind: 'authenticates-once' },
  [TestCards.alwaysAuthenticate]: { kind: 'authenticates-always' },
  [TestCards.chargeFailsAfterAttach]: { kind: 'fails-after-attach' },
};

/**
 * A card as the TEST MODE form sent it: refused outright when its number or expiry is invalid (as
 * Stripe.js refuses it), else saved with the behaviour of Stripe's test card of that number.
 */
export function cardBehaviour(card: TestCard, now: Date): { ok: true; behaviour: CardBehaviour } | { ok: false; code: string; message: string } {
  const outcome = testCardOutcome(card, now);
  if (outcome.ok) return { ok: true, behaviour: { kind: 'pays' } };
  const invalid = outcome.code === 'incorrect_number' || outcome.code.startsWith('invalid_expiry');
  if (invalid) return outcome;
  return { ok: true, behaviour: special[card.number] ?? { kind: 'declines', code: outcome.code, message: outcome.message } };
}
