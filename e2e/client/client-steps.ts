import { ServerMessage } from '@biz/contracts';
import { expect, type Page } from '@playwright/test';
import { deliveredMail } from '../smtp';

export const password = 'a long secret phrase';

/** The signup form filled and sent: no session starts (the emailed link confirms the address). */
export async function signUp(page: Page, account: { email: string; businessName: string }, secret = password) {
  await page.goto('/client/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Create a client account' });
  await form.getByLabel('Business name').fill(account.businessName);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel(/^Password/).fill(secret);
  await form.getByRole('button', { name: 'Sign Up' }).click();
}

export async function logIn(page: Page, email: string, secret = password) {
  await page.goto('/client/login');
  const form = page.getByRole('form', { name: 'Client login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(secret);
  await form.getByRole('button', { name: 'Login' }).click();
}

/** A signup, then a sign-in with its password, as a new client does before confirming: its dashboard. */
export async function signUpAndIn(page: Page, account: { email: string; businessName: string }, secret = password) {
  await signUp(page, account, secret);
  await expect(page.getByRole('status').filter({ hasText: ServerMessage.clientSignedUp })).toBeVisible();
  await logIn(page, account.email, secret);
  await expect(page).toHaveURL(/\/client\/dashboard$/);
}

/** The link of the newest email to `to` with `subject`, as a path on this stack: what its owner would click. */
export async function linkFromMail(to: string, subject: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]{43}`);
  await expect.poll(() => deliveredMail(to).filter((mail) => mail.subject === subject).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const link = new URL(pattern.exec(deliveredMail(to).filter((mail) => mail.subject === subject).at(-1)!.text)![0]);
  return link.pathname + link.search;
}

/**
 * Opens the confirmation link from the email, as its owner would, and sees the address confirmed: at once in
 * the account's own session, else with the account's password (`secret`). An email change's comes with its own subject.
 */
export async function confirmEmail(page: Page, email: string, secret = password, subject = 'Confirm your email address') {
  await page.goto(await linkFromMail(email, subject, '/client/verify-email'));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^(Email Confirmed|Confirm Your Email)$/);
  if ((await heading.textContent()) === 'Confirm Your Email') {
    const form = page.getByRole('form', { name: 'Confirm your email address' });
    await form.getByLabel(/^Password of the account/).fill(secret);
    await form.getByRole('button', { name: 'Confirm my email' }).click();
  }
  await expect(heading).toHaveText('Email Confirmed');
}
