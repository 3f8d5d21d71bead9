import { Button, Notice } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useEffect, useRef } from 'react';
import { useStartSingleSignOn, useFinishSingleSignOn } from '../api/single-sign-on-api';

/** The provider sent the browser back to the sign-in page: with a code (or its refusal) and the state. */
export const isSingleSignOnCallback = (search: string) => {
  const query = new URLSearchParams(search);
  return query.has('state') && (query.has('code') || query.has('error'));
};

/** "Sign in with Google": the browser goes to the agency's provider, and comes back to this page. */
export function SingleSignOnButton({ name }: { name: string }) {
  const start = useStartSingleSignOn();
  const busy = start.isPending || start.isSuccess;
  return (
    <Button type="button" size="lg" variant="outline" className="w-full" disabled={busy} onClick={() => start.mutate(undefined, { onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl) })}>
      {busy ? `Opening ${name}...` : `Sign in with ${name}`}
    </Button>
  );
}

/** Back from the provider: the desk checks its answer once; signed in, or the reason and the way to start again. */
export function FinishingSingleSignOn({ callback, onSignedIn, onRestart }: { callback: string; onSignedIn: () => void; onRestart: () => void }) {
  const finish = useFinishSingleSignOn();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    finish.mutate(callback, { onSuccess: onSignedIn });
  }, [callback, finish, onSignedIn]);
  if (!finish.isError) return <p role="status" className="text-center text-sm text-ink-muted">Signing you in...</p>;
  return (
    <div className="flex flex-col gap-4">
      <Notice title="Not signed in" tone="warning">
        {apiErrorOf(finish.error).message || 'Please try again.'}
      </Notice>
      <Button type="button" variant="outline" onClick={onRestart}>
        Back to sign-in
      </Button>
    </div>
  );
}
