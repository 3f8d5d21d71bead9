// A demo business's owner in the client portal: signs up with the business's address, confirms it with the
// link the stack emailed (read from the outbox), subscribes with the test card, and writes to support.
import contracts from '@biz/contracts';
import { SeedProblem } from './api-actor.mjs';
import { linkTokenFromOutbox, outboxLength } from './outbox.mjs';

const { EMAIL_VERIFICATION_PATH, PASSWORD_RESET_PATH, TestCards } = contracts;

/**
 * Signs `client` (an ApiActor) in to the business's account: signs up and confirms the address (with the
 * password, which signs it in) when there is none yet. Without the confirmation the portal shows nothing of the business, so a missing email is an error.
 */
export async function signUpAndConfirm(client, business, password, outboxFile) {
  const { email } = business;
  const seenBefore = outboxLength(outboxFile);
  await client.call(`${business.name}: client signup`, 'clientSignup', { body: { email, password, businessName: business.name } });
  const token = await linkTokenFromOutbox(outboxFile, { to: email, path: EMAIL_VERIFICATION_PATH, seenBefore });
  if (!token) {
    throw new SeedProblem(
      `${business.name}: no email confirmation link for ${email} in ${outboxFile}. The seed reads the stack's emails there ` +
        '(`npm start` writes them when SMTP_URL is unset); set EMAIL_OUTBOX_FILE to where this stack writes them.',
    );
  }
  // Opened without the account's session (a signup starts none), the link confirms with the account's password
  // and signs the owner in.
  await client.call(`${business.name}: confirm the client's email`, 'verifyEmail', { body: { token, password } });
  return email;
}

/**
 * An account a cut run left unconfirmed (the outbox was not where the seed looked): a password reset opened
 * from its own inbox proves the address, as it would for its owner, and sets the demo password. False when
 * no reset email comes (no account yet, or still no outbox).
 */
export async function confirmByReset(client, business, password, outboxFile) {
  const seenBefore = outboxLength(outboxFile);
  await client.call(`${business.name}: password reset`, 'requestPasswordReset', { body: { email: business.email } });
  const token = await linkTokenFromOutbox(outboxFile, { to: business.email, path: PASSWORD_RESET_PATH, seenBefore, timeoutMs: 5_000 });
  if (!token) return false;
  // A reset to the password the account has is refused: a passing one first, then the demo password back.
  const passing = `${password} (reset)`;
  await client.call(`${business.name}: choose a password`, 'confirmPasswordReset', { body: { token, password: passing } });
  await client.call(`${business.name}: client sign-in`, 'clientLogin', { body: { email: business.email, password: passing } });
  await client.call(`${business.name}: the demo password back`, 'changeClientPassword', { body: { currentPassword: passing, newPassword: password } });
  return true;
}

/** A plan paid monthly with Stripe's test card. */
export async function subscribe(client, business, planName) {
  const card = { number: TestCards.success, expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123', postalCode: '10001' };
  const { paymentMethodId } = await client.call(`${business.name}: save a card`, 'createTestModePaymentMethod', { body: { card } });
  await client.call(`${business.name}: subscribe to ${planName}`, 'createSubscription', { body: { planName, billing: 'monthly', paymentMethodId } });
}

export function openTicket(client, business, subject, message) {
  return client.call(`${business.name}: support ticket "${subject}"`, 'createSupportTicket', { body: { subject, message } });
}

export function answerTicket(client, business, ticketId, message) {
  return client.call(`${business.name}: answer the ticket`, 'answerSupportTicket', { params: { id: ticketId }, body: { message } });
}
