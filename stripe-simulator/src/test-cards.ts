import { TestCards, type TestCard } from '@biz/contracts';

/** How a saved test card behaves when charged, as Stripe's test cards of the same numbers do. */
export type CardBehaviour =
  | { kind: 'pays' }
  | { kind: 'declines'; code: string; message: string }
  | { kind: 'authenticates-once' }
  | { kind: 'authenticates-always' }
  | { kind: 'fails-after-attach' };

export type CardOutcome = { ok: true } | { ok: false; code: string; message: string };

/**
 * Stripe's documented test cards, the one table of what each does (codes and wording as Stripe's),
 * whoever charges it: the sprint checkout, the portal's subscription, a renewal.
 */
const TestCardBehaviours: Readonly<Record<string, CardBehaviour>> = {
  [TestCards.success]: { kind: 'pays' },
  [TestCards.declined]: { kind: 'declines', code: 'card_declined', message: 'Your card was declined.' },
  [TestCards.insufficientFunds]: { kind: 'declines', code: 'card_declined', message: 'Your card has insufficient funds.' },
  [TestCards.expired]: { kind: 'declines', code: 'expired_card', message: 'Your card has expired.' },
  [TestCards.incorrectCvc]: { kind: 'declines', code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  [TestCards.authenticationRequired]: { kind: 'authenticates-once' },
  [TestCards.alwaysAuthenticate]: { kind: 'authenticates-always' },
  [TestCards.chargeFailsAfterAttach]: { kind: 'fails-after-attach' },
};

const nonTestCard: CardBehaviour = { kind: 'declines', code: 'card_declined', message: 'Your card was declined. Your request was in test mode, but used a non test card.' };

/** Stripe's magic test PaymentMethod ids, which exist in every test account. */
export const MagicPaymentMethods: Readonly<Record<string, string>> = {
  pm_card_visa: TestCards.success,
  pm_card_chargeDeclined: TestCards.declined,
  pm_card_authenticationRequired: TestCards.authenticationRequired,
  pm_card_threeDSecureRequired: TestCards.alwaysAuthenticate,
  pm_card_chargeCustomerFail: TestCards.chargeFailsAfterAttach,
};

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A card expires at the end of its month; two-digit years are this century's. */
function expiryProblem({ expMonth, expYear }: TestCard, now: Date): CardOutcome | undefined {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const thisYear = now.getUTCFullYear();
  if (year < thisYear) return { ok: false, code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." };
  if (year === thisYear && expMonth < now.getUTCMonth() + 1) return { ok: false, code: 'invalid_expiry_month_past', message: "Your card's expiration date is in the past." };
  return undefined;
}

/**
 * What a first charge of this card answers, short of 3-D Secure: a number failing the Luhn check or a past
 * expiry is refused before anything else (as Stripe.js refuses it), a declining test card (or any number
 * that is not one of Stripe's) fails with Stripe's words, the others go on.
 */
export function testCardOutcome(card: TestCard, now = new Date()): CardOutcome {
  if (!passesLuhn(card.number)) return { ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.' };
  const expiry = expiryProblem(card, now);
  if (expiry) return expiry;
  const behaviour = TestCardBehaviours[card.number] ?? nonTestCard;
  return behaviour.kind === 'declines' ? { ok: false, code: behaviour.code, message: behaviour.message } : { ok: true };
}

/**
 * A card as the TEST MODE form sent it: refused outright when its number or expiry is invalid, else saved
 * with the behaviour of Stripe's test card of that number (a decline comes when it is charged).
 */
export function cardBehaviour(card: TestCard, now: Date): { ok: true; behaviour: CardBehaviour } | { ok: false; code: string; message: string } {
  const outcome = testCardOutcome(card, now);
  if (!outcome.ok && (outcome.code === 'incorrect_number' || outcome.code.startsWith('invalid_expiry'))) return outcome;
  return { ok: true, behaviour: TestCardBehaviours[card.number] ?? nonTestCard };
}
