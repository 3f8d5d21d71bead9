import { checkServiceToken, SERVICE_TOKEN_TTL_SECONDS, signServiceToken } from './service-token';

const secret = 'a-secret-of-32-characters-or-more-for-tests';
const now = Date.parse('2026-12-02T06:00:00Z');
const call = { audience: 'svc-billing', method: 'POST', path: '/internal/orders/8a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d/refund' };

describe('service tokens', () => {
  it('are good for their minute, with the secret that signed them', () => {
    const token = signServiceToken(secret, call, now);
    expect(checkServiceToken(token, secret, call, now)).toEqual({ nonce: expect.stringMatching(/^[\w-]{22}$/), expires: now / 1000 + SERVICE_TOKEN_TTL_SECONDS });
    expect(checkServiceToken(token, secret, call, now + SERVICE_TOKEN_TTL_SECONDS * 1000)).not.toBeNull();
    expect(checkServiceToken(token, secret, call, now + (SERVICE_TOKEN_TTL_SECONDS + 1) * 1000)).toBeNull();
    expect(checkServiceToken(token, `${secret}x`, call, now)).toBeNull();
  });

  it('open only the call they were made for: the service, the method and the path', () => {
    const token = signServiceToken(secret, call, now);
    for (const other of [{ ...call, audience: 'svc-intake' }, { ...call, method: 'GET' }, { ...call, path: '/internal/orders' }]) expect(checkServiceToken(token, secret, other, now)).toBeNull();
    expect(checkServiceToken(token, secret, { ...call, method: 'post' }, now)).not.toBeNull();
  });

  it('carry a new nonce each, and refuse a stretched expiry or what is not a token', () => {
    expect(signServiceToken(secret, call, now).split('.')[1]).not.toBe(signServiceToken(secret, call, now).split('.')[1]);
    const [expires, nonce, mac] = signServiceToken(secret, call, now).split('.');
    expect(checkServiceToken(`${Number(expires) + 3600}.${nonce}.${mac}`, secret, call, now)).toBeNull();
    for (const token of [undefined, '', 'x', `${now}.`, `1796200000.${'a'.repeat(42)}`, `${expires}.${mac}`]) expect(checkServiceToken(token, secret, call, now)).toBeNull();
  });
});
