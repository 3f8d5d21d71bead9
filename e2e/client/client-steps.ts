import { expect, type Page } from '@playwright/test';
import { deliveredMail } from '../smtp';

export const password = 'a long secret phrase';

export async function signUp(page: Page, account: { email: string; businessName: string }, secret = password) {
  await page.goto('/client/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Create a client account' });
  await form.getByLabel('Business name').fill(account.businessName);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel(/^Password/).fill(secret);
  await form.getByRole('button', { name: 'Sign Up' }).click();
}

/** The link of the newest email to `to` with `subject`, as a path on this stack: what its owner would click. */
export async function linkFromMail(to: string, subject: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]{43}`);
  await expect.poll(() => deliveredMail(to).filter((mail) => mail.subject === subject).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const link = new URL(pattern.exec(deliveredMail(to).filter((mail) => mail.subject === subject).at(-1)!.text)![0]);
  return link.pathname + link.search;
}

/** Opens the confirmation link from the email, as its owner would, and sees the address confirmed. */
export async function confirmEmail(page: Page, email: string) {
  await page.goto(await linkFromMail(email, 'Confirm your email address', '/client/verify-email'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email Confirmed');
}
