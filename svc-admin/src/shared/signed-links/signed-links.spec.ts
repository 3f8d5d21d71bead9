import { randomBytes } from 'node:crypto';
import { SignedLinks } from './signed-links';

const links = SignedLinks.fromSecret(randomBytes(32).toString('base64'));
const inAMonth = new Date(Date.now() + 30 * 86_400_000);

describe('a signed link', () => {
  it('opens for its purpose and names its subject', () => {
    expect(links.check('onboarding', links.sign('onboarding', 'business-1', inAMonth))).toEqual({ subject: 'business-1' });
  });

  it('is refused once its expiry has passed', () => {
    const token = links.sign('onboarding', 'business-1', inAMonth);
    expect(links.check('onboarding', token, inAMonth.getTime() + 1000)).toBe('expired');
  });

  it('is refused when its payload names another subject or a later expiry', () => {
    const [, signature] = links.sign('onboarding', 'business-1', inAMonth).split('.');
    const forged = Buffer.from(JSON.stringify({ p: 'onboarding', s: 'business-2', e: Math.floor(inAMonth.getTime() / 1000) })).toString('base64url');
    expect(links.check('onboarding', `${forged}.${signature}`)).toBe('invalid');
  });

  it('is refused when its signature is altered by one character', () => {
    const token = links.sign('onboarding', 'business-1', inAMonth);
    const altered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(links.check('onboarding', altered)).toBe('invalid');
  });

  it('never opens for another purpose, nor under another secret', () => {
    const token = links.sign('call-cancel', 'business-1', inAMonth);
    expect(links.check('onboarding', token)).toBe('invalid');
    expect(SignedLinks.fromSecret(randomBytes(32).toString('base64')).check('call-cancel', token)).toBe('invalid');
  });

  it('refuses what is no token at all', () => {
    for (const token of ['', 'abc', 'a.b.c', '.', 'bm90IGpzb24.sig']) expect(links.check('onboarding', token)).toBe('invalid');
  });
});
