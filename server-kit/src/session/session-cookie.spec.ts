import { clearedSessionCookie, readCookie, sessionCookie } from './session-cookie';

describe('the session cookie', () => {
  it('is found among other cookies', () => {
    expect(readCookie('theme=dark; sid=abc_DEF-123; lang=en', 'sid')).toBe('abc_DEF-123');
    expect(readCookie('xsid=nope; sid2=no', 'sid')).toBeUndefined();
    expect(readCookie(undefined, 'sid')).toBeUndefined();
  });

  it('survives odd encodings without throwing: what is no session id is handed on as written', () => {
    expect(readCookie('sid="quoted"', 'sid')).toBe('"quoted"');
    expect(readCookie('sid=%E0%A4%A', 'sid')).toBe('%E0%A4%A');
    expect(readCookie('sid=a%20b', 'sid')).toBe('a b');
  });

  it('is HttpOnly, SameSite=Lax, Path=/ and Secure only over https', () => {
    expect(sessionCookie('id1', { maxAgeSeconds: 3600, secure: false })).toBe('sid=id1; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax');
    expect(sessionCookie('id1', { maxAgeSeconds: 3600, secure: true })).toBe('sid=id1; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(clearedSessionCookie({ secure: false })).toBe('sid=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
  });
});
