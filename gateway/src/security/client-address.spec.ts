import type { IncomingMessage } from 'node:http';
import { clientAddressOf, parseTrustProxy } from './client-address';

function requestFrom(peer: string, forwardedFor?: string): IncomingMessage {
  return { socket: { remoteAddress: peer }, connection: { remoteAddress: peer }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} } as unknown as IncomingMessage;
}

describe('the client address behind trusted proxies', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddressOf(requestFrom('198.51.100.7', '1.2.3.4'), parseTrustProxy('false'))).toBe('198.51.100.7');
    expect(clientAddressOf(requestFrom('::ffff:198.51.100.7'), parseTrustProxy('false'))).toBe('198.51.100.7');
  });

  it('skips as many hops as TRUST_PROXY counts, from the right', () => {
    const viaTwo = requestFrom('10.0.0.2', '6.6.6.6, 203.0.113.9, 10.0.0.1');
    expect(clientAddressOf(viaTwo, parseTrustProxy('1'))).toBe('10.0.0.1');
    expect(clientAddressOf(viaTwo, parseTrustProxy('2'))).toBe('203.0.113.9');
  });

  it('skips only the listed proxies, so a forged left-most entry never wins', () => {
    const trust = parseTrustProxy('loopback, 10.0.0.0/8');
    expect(clientAddressOf(requestFrom('127.0.0.1', '6.6.6.6, 203.0.113.9, 10.1.2.3'), trust)).toBe('203.0.113.9');
    expect(clientAddressOf(requestFrom('198.51.100.7', '6.6.6.6'), trust)).toBe('198.51.100.7');
  });

  it('refuses true (it would believe any client) and an address that is not one', () => {
    expect(() => parseTrustProxy('true')).toThrow(/number of proxies/);
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow();
  });
});
