import { TestCards } from '@biz/contracts';
import { cardBehaviour, passesLuhn, testCardOutcome } from './test-cards';

const now = new Date('2026-11-22T12:00:00Z');
const card = (number: string, change: Partial<{ expMonth: number; expYear: number }> = {}) => ({ number, expMonth: 12, expYear: 2030, cvc: '123', ...change });

describe('a test-mode card payment', () => {
  it('succeeds with 4242 4242 4242 4242', () => {
    expect(testCardOutcome(card(TestCards.success), now)).toEqual({ ok: true });
  });

  it.each([
    [TestCards.declined, 'card_declined', 'Your card was declined.'],
    [TestCards.insufficientFunds, 'card_declined', 'Your card has insufficient funds.'],
    [TestCards.expired, 'expired_card', 'Your card has expired.'],
    [TestCards.incorrectCvc, 'incorrect_cvc', "Your card's security code is incorrect."],
    ['5555555555554444', 'card_declined', 'Your card was declined. Your request was in test mode, but used a non test card.'],
  ])('with %s fails as Stripe does: %s, %s', (number, code, message) => {
    expect(testCardOutcome(card(number), now)).toEqual({ ok: false, code, message });
  });

  it('refuses a number that fails the Luhn check before anything else', () => {
    expect(testCardOutcome(card('4242424242424241', { expYear: 2001 }), now)).toEqual({ ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.' });
  });

  it.each([
    [{ expYear: 2025 }, "Your card's expiration year is in the past."],
    [{ expYear: 25 }, "Your card's expiration year is in the past."],
    [{ expYear: 2026, expMonth: 10 }, "Your card's expiration date is in the past."],
  ])('refuses a past expiry %j even on the success card', (expiry, message) => {
    expect(testCardOutcome(card(TestCards.success, expiry), now)).toMatchObject({ ok: false, message });
  });

  it('accepts a card expiring this month, with a two-digit year', () => {
    expect(testCardOutcome(card(TestCards.success, { expYear: 26, expMonth: 11 }), now)).toEqual({ ok: true });
  });

  it('checks the Luhn sum of every documented test card', () => {
    for (const number of Object.values(TestCards)) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4000000000000001')).toBe(false);
  });

  it.each([TestCards.authenticationRequired, TestCards.alwaysAuthenticate, TestCards.chargeFailsAfterAttach])('takes %s as one of Stripe\'s test cards, wherever it is used', (number) => {
    expect(testCardOutcome(card(number), now)).toEqual({ ok: true });
  });

  it('saves each test card with its one behaviour', () => {
    expect(cardBehaviour(card(TestCards.authenticationRequired), now)).toEqual({ ok: true, behaviour: { kind: 'authenticates-once' } });
    expect(cardBehaviour(card(TestCards.alwaysAuthenticate), now)).toEqual({ ok: true, behaviour: { kind: 'authenticates-always' } });
    expect(cardBehaviour(card(TestCards.chargeFailsAfterAttach), now)).toEqual({ ok: true, behaviour: { kind: 'fails-after-attach' } });
    expect(cardBehaviour(card(TestCards.declined), now)).toEqual({ ok: true, behaviour: { kind: 'declines', code: 'card_declined', message: 'Your card was declined.' } });
    expect(cardBehaviour(card('4242424242424241'), now)).toEqual({ ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.' });
  });
});
