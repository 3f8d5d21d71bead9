/** Name of the session cookie every service reads. */
export const SESSION_COOKIE = 'sid';

/** The value of cookie `name` in a `Cookie` request header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** `Set-Cookie` value that stores a session id (HttpOnly, SameSite=Lax, Path=/; Secure over https). */
export function sessionCookie(id: string, options: { maxAgeSeconds: number; secure: boolean }): string {
  const parts = [`${SESSION_COOKIE}=${id}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** `Set-Cookie` value that removes the session cookie (logout). */
export function clearedSessionCookie(options: { secure: boolean }): string {
  return sessionCookie('', { maxAgeSeconds: 0, secure: options.secure });
}
