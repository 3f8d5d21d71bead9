import { PublicEndpoints, type SessionKind } from '@biz/contracts';
import { whenIdle } from '@biz/ui-kit';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

const kinds: readonly SessionKind[] = ['client', 'admin'];

/** Who the session belongs to, from GET /api/auth/user (the same probe the signed-in home reads); null for nobody. */
export async function fetchSignedInAs(signal?: AbortSignal): Promise<SessionKind | null> {
  const res = await fetch(PublicEndpoints.authUser.path, { credentials: 'include', signal });
  // Not read as JSON unless it is a user: a 401 body left unread would keep the request open.
  if (!res.ok) {
    await res.body?.cancel();
    return null;
  }
  const { kind } = (await res.json()) as { kind?: unknown };
  return kinds.find((known) => known === kind) ?? null;
}

/**
 * The kind of session the header shows, asked once the page is idle (a pre-rendered public page paints and
 * settles first: no request on its critical path) and again after each navigation, which is where a sign-in
 * or sign-out leads. Undefined until known; a failed probe leaves the last answer.
 */
export function useSignedInAs(): SessionKind | null | undefined {
  const { pathname } = useLocation();
  const [kind, setKind] = useState<SessionKind | null | undefined>(undefined);
  useEffect(() => {
    const aborted = new AbortController();
    void whenIdle()
      .then(() => fetchSignedInAs(aborted.signal))
      .then((known) => !aborted.signal.aborted && setKind(known))
      .catch(() => undefined);
    return () => aborted.abort();
  }, [pathname]);
  return kind;
}
