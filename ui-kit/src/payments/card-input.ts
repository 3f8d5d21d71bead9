import { TestCard } from '@biz/contracts';

/** The TEST MODE card form as typed. */
export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
  postalCode: string;
}
export type CardFieldErrors = Partial<Record<keyof CardFields, string>>;

const digits = (input: string, max: number) => input.replace(/\D/g, '').slice(0, max);

/** '4242424242424242' → '4242 4242 4242 4242', as printed on the card (up to 19 digits). */
export function formatCardNumber(input: string): string {
  return digits(input, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * 'MM / YY' as the visitor types. A lone first digit above 1 can only be a month, so it becomes '04'. The
 * separator appears with the third digit, so deleting back through it never gets stuck.
 */
export function formatExpiry(input: string): string {
  let d = digits(input, 4);
  if (/^[2-9]$/.test(d)) d = `0${d}`;
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}

export function formatCvc(input: string): string {
  return digits(input, 4);
}

/** 'MM / YY' → month and four-digit year, or null while incomplete. */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{2}) \/ (\d{2})$/.exec(expiry.trim());
  return match ? { expMonth: Number(match[1]), expYear: 2000 + Number(match[2]) } : null;
}

const fieldOfIssue: Record<string, keyof CardFields> = { number: 'number', expMonth: 'expiry', expYear: 'expiry', cvc: 'cvc', postalCode: 'postalCode' };

export const CardMessage = {
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInPast: "Your card's expiration date is in the past.",
} as const;

/**
 * The typed card as the TEST MODE endpoints take it, checked with the contracts schema (Stripe's wording for
 * an incomplete card) before anything is sent.
 */
export function checkedTestCard(fields: CardFields, now: Date = new Date()): { ok: true; card: TestCard } | { ok: false; errors: CardFieldErrors } {
  const errors: CardFieldErrors = {};
  const expiry = parseExpiry(fields.expiry);
  if (!expiry) errors.expiry = CardMessage.expiryIncomplete;
  else if (expiry.expYear * 12 + expiry.expMonth < now.getFullYear() * 12 + now.getMonth() + 1) {
    errors.expiry = CardMessage.expiryInPast;
  }
  const parsed = TestCard.safeParse({
    number: fields.number,
    ...(expiry ?? { expMonth: 1, expYear: now.getFullYear() }),
    cvc: fields.cvc,
    postalCode: fields.postalCode.trim() || undefined,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfIssue[String(issue.path.at(-1))];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return parsed.success && Object.keys(errors).length === 0 ? { ok: true, card: parsed.data } : { ok: false, errors };
}
