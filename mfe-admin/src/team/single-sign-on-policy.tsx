import type { SingleSignOnState } from '@biz/contracts';
import { Checkbox } from '@biz/ui-kit';
import { useSetSingleSignOnPolicy } from '../api/single-sign-on-api';

/** The owner's view of single sign-on: the provider connected by the environment, and whether the whole team must use it. */
export function SingleSignOnPolicy({ state }: { state: SingleSignOnState }) {
  const policy = useSetSingleSignOnPolicy();
  if (!state.provider) {
    return (
      <p className="text-sm text-ink-muted">
        No identity provider is connected. To let the team sign in with Google Workspace or Microsoft Entra ID, set STAFF_SSO_ISSUER, STAFF_SSO_CLIENT_ID, STAFF_SSO_CLIENT_SECRET and STAFF_SSO_DOMAINS (see .env.example) and restart.
      </p>
    );
  }
  const { name, issuer, domains } = state.provider;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        Connected to {name} ({issuer}), for people at {domains.join(', ')}. A member signs in with {name} by the email they were invited with.
      </p>
      <Checkbox
        label="Require single sign-on"
        description={`Passwords, codes and the setup password are refused, and the sessions they opened end: everyone signs in with ${name}. Sign in with ${name} yourself first.`}
        // While the change is on its way, the box shows it (the team is read again before it settles).
        checked={policy.isPending ? policy.variables : state.required}
        disabled={policy.isPending}
        onChange={(event) => policy.mutate(event.target.checked)}
      />
    </div>
  );
}
