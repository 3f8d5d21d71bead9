import { isValidServiceToken, SERVICE_TOKEN_TTL_SECONDS, signServiceToken } from './service-token';

const secret = 'a-secret-of-32-characters-or-more-for-tests';
const now = Date.parse('2026-12-02T06:00:00Z');

describe('service tokens', () => {
  it('are good for their minute, with the secret that signed them', () => {
    const token = signServiceToken(secret, now);
    expect(isValidServiceToken(token, secret, now)).toBe(true);
    expect(isValidServiceToken(token, secret, now + SERVICE_TOKEN_TTL_SECONDS * 1000)).toBe(true);
    expect(isValidServiceToken(token, secret, now + (SERVICE_TOKEN_TTL_SECONDS + 1) * 1000)).toBe(false);
    expect(isValidServiceToken(token, `${secret}x`, now)).toBe(false);
  });

  it('refuse what is not a token', () => {
    for (const token of [undefined, '', 'x', `${now}.`, `1796200000.${'a'.repeat(42)}`]) expect(isValidServiceToken(token, secret, now)).toBe(false);
  });
});
