import { clearedSessionCookie, readCookie, sessionCookie } from './session-cookie';

describe('the session cookie', () => {
  it('is found among other cookies', () => {
    expect(readCookie('theme=dark; sid=abc_DEF-123; lang=en', 'sid')).toBe('abc_DEF-123');
    expect(readCookie('xsid=nope; sid2=no', 'sid')).toBeUndefined();
    expect(readCookie(undefined, 'sid')).toBeUndefined();
  });

  it('survives odd encodings without throwing', () => {
    expect(readCookie('sid="quoted"', 'sid')).toBe('quoted');
    expect(readCookie('sid=%E0%A4%A', 'sid')).toBeUndefined();
  });

  it('is HttpOnly, SameSite=Lax, Path=/ and Secure only over https', () => {
    expect(sessionCookie('id1', { maxAgeSeconds: 3600, secure: false })).toBe('sid=id1; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600');
    expect(sessionCookie('id1', { maxAgeSeconds: 3600, secure: true })).toMatch(/; Secure$/);
    expect(clearedSessionCookie({ secure: false })).toBe('sid=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
  });
});
