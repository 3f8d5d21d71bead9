import { TestCards } from '@biz/contracts';
import { CardMessage, checkedTestCard, formatCardNumber, formatCvc, formatExpiry, parseExpiry } from './card-input';

const now = new Date(2026, 10, 22); // November 2026
const card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', postalCode: '10001' };

describe('typing a card', () => {
  it('groups the number in fours, digits only, at most 19', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789');
  });

  it('writes the expiry as MM / YY and never traps a backspace', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('12 / 345')).toBe('12 / 34');
    expect(formatExpiry('12 /')).toBe('12'); // deleting the last year digit and the separator
  });

  it('keeps 3 or 4 digits of the CVC', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });

  it('reads the expiry as a month and a four-digit year', () => {
    expect(parseExpiry('04 / 30')).toEqual({ expMonth: 4, expYear: 2030 });
    expect(parseExpiry('04 / 3')).toBeNull();
  });
});

describe('the test card from the typed fields', () => {
  it('sends digits only, the parsed expiry and the postal code', () => {
    expect(checkedTestCard(card, now)).toEqual({ ok: true, card: { number: TestCards.success, expMonth: 12, expYear: 2034, cvc: '123', postalCode: '10001' } });
  });

  it('leaves out an empty postal code', () => {
    const result = checkedTestCard({ ...card, postalCode: ' ' }, now);
    expect(result.ok && result.card.postalCode).toBeUndefined();
  });

  it('names each incomplete field in Stripe’s words and sends nothing', () => {
    expect(checkedTestCard({ number: '4242 4242', expiry: '12 / 3', cvc: '1', postalCode: '' }, now)).toEqual({
      ok: false,
      errors: { number: 'Your card number is incomplete.', expiry: CardMessage.expiryIncomplete, cvc: "Your card's security code is incomplete." },
    });
  });

  it('refuses a month that does not exist and a card that has expired', () => {
    expect(checkedTestCard({ ...card, expiry: '13 / 30' }, now)).toEqual({ ok: false, errors: { expiry: "Your card's expiration month is invalid." } });
    expect(checkedTestCard({ ...card, expiry: '10 / 26' }, now)).toEqual({ ok: false, errors: { expiry: CardMessage.expiryInPast } });
    expect(checkedTestCard({ ...card, expiry: '11 / 26' }, now).ok).toBe(true); // valid through the end of its month
  });
});
