import { TestCards, type TestModeConfirmPaymentRequest } from '@biz/contracts';

export type CardOutcome = { ok: true } | { ok: false; code: string; message: string };

type Card = TestModeConfirmPaymentRequest['card'];

/** What Stripe answers for its documented test cards that do not succeed (codes and wording as Stripe's). */
const declines: Record<string, { code: string; message: string }> = {
  [TestCards.declined]: { code: 'card_declined', message: 'Your card was declined.' },
  [TestCards.insufficientFunds]: { code: 'card_declined', message: 'Your card has insufficient funds.' },
  [TestCards.expired]: { code: 'expired_card', message: 'Your card has expired.' },
  [TestCards.incorrectCvc]: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

const nonTestCard = { code: 'card_declined', message: 'Your card was declined. Your request was in test mode, but used a non test card.' };

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
function expiryProblem({ expMonth, expYear }: Card, now: Date): CardOutcome | undefined {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const thisYear = now.getUTCFullYear();
  if (year < thisYear) return { ok: false, code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." };
  if (year === thisYear && expMonth < now.getUTCMonth() + 1) return { ok: false, code: 'invalid_expiry_month_past', message: "Your card's expiration date is in the past." };
  return undefined;
}

/**
 * What Stripe in test mode would do with this card: 4242… succeeds, its documented decline numbers fail
 * with its messages, any other number is declined as not a test card. A number failing the Luhn check or
 * a past expiry is refused before that, as Stripe.js does.
 */
export function testCardOutcome(card: Card, now = new Date()): CardOutcome {
  if (!passesLuhn(card.number)) return { ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.' };
  const expiry = expiryProblem(card, now);
  if (expiry) return expiry;
  if (card.number === TestCards.success) return { ok: true };
  return { ok: false, ...(declines[card.number] ?? nonTestCard) };
}
