import { clearedSessionCookie, sessionCookie, sessionIdOf } from '../session/session-cookie';
import { hostCookieName, readCookie } from './host-cookie';

describe('our cookies', () => {
  it('are named __Host-<name> over https and <name> over http', () => {
    expect(hostCookieName('device', { secure: true })).toBe('__Host-device');
    expect(hostCookieName('device', { secure: false })).toBe('device');
  });

  it('are found among other cookies', () => {
    expect(readCookie('theme=dark; sid=abc_DEF-123; lang=en', 'sid')).toBe('abc_DEF-123');
    expect(readCookie('xsid=nope; sid2=no', 'sid')).toBeUndefined();
    expect(readCookie(undefined, 'sid')).toBeUndefined();
  });

  it('survive odd encodings without throwing: what is no session id is handed on as written', () => {
    expect(readCookie('sid="quoted"', 'sid')).toBe('"quoted"');
    expect(readCookie('sid=%E0%A4%A', 'sid')).toBe('%E0%A4%A');
    expect(readCookie('sid=a%20b', 'sid')).toBe('a b');
  });
});

describe('the session cookie', () => {
  it('is read under whichever name the request carries, the __Host- one first', () => {
    expect(sessionIdOf({ cookie: 'theme=dark; sid=plain' })).toBe('plain');
    expect(sessionIdOf({ cookie: '__Host-sid=hosted; lang=en' })).toBe('hosted');
    expect(sessionIdOf({ cookie: 'sid=plain; __Host-sid=hosted' })).toBe('hosted');
    expect(sessionIdOf({ cookie: ['sid=plain', 'lang=en'] })).toBe('plain');
    expect(sessionIdOf({})).toBeUndefined();
  });

  it('is __Host-sid, Secure, Path=/ without Domain over https; sid over http; HttpOnly and SameSite=Lax on both', () => {
    expect(sessionCookie('id1', { maxAgeSeconds: 3600, secure: false })).toBe('sid=id1; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax');
    expect(sessionCookie('id1', { maxAgeSeconds: 3600, secure: true })).toBe('__Host-sid=id1; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(clearedSessionCookie({ secure: false })).toBe('sid=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect(clearedSessionCookie({ secure: true })).toBe('__Host-sid=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax');
  });
});
