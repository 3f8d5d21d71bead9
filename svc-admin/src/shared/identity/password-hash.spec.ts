import { hash } from '@node-rs/argon2';
import { hashIsOutdated, hashPassword, passwordMatches } from './password-hash';

describe('password hashes', () => {
  it('are argon2id at 46 MiB and 2 passes with a salt of their own, and match only their password', async () => {
    const [first, second] = [await hashPassword('correct horse'), await hashPassword('correct horse')];
    expect(first).toMatch(/^\$argon2id\$v=19\$m=47104,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await passwordMatches(first, 'correct horse')).toBe(true);
    expect(await passwordMatches(first, 'correct horse ')).toBe(false);
    expect(hashIsOutdated(first)).toBe(false);
  });

  it('made at the old cost (the library default, 19 MiB) still match, and are outdated', async () => {
    const old = await hash('correct horse');
    expect(old).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwordMatches(old, 'correct horse')).toBe(true);
    expect(hashIsOutdated(old)).toBe(true);
  });
});
