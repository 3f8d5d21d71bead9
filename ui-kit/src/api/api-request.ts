import type { HttpMethod } from '@biz/contracts';

/**
 * The browser's one HTTP client (SPEC §7, §8): every request sends the session cookie, a body goes as
 * JSON, and any non-OK answer becomes an Error whose message is "<status>: <body text>" (or the status
 * text when the body is empty). Screens map that error to the spec's toasts.
 */

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const bodyText = await res.text();
  throw new Error(`${res.status}: ${bodyText || res.statusText}`);
}

export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}
