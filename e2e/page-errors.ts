import type { Page } from '@playwright/test';

/**
 * Console errors and uncaught exceptions: a hydration mismatch shows as one of these. A failed request
 * (the 401 of the signed-in check, say) is the product working, not an error of the page.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}
