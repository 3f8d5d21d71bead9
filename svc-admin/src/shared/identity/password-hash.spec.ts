import { hashPassword, passwordMatches } from './password-hash';

describe('password hashes', () => {
  it('are argon2id with a salt of their own, and match only their password', async () => {
    const [first, second] = [await hashPassword('correct horse'), await hashPassword('correct horse')];
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await passwordMatches(first, 'correct horse')).toBe(true);
    expect(await passwordMatches(first, 'correct horse ')).toBe(false);
  });
});
