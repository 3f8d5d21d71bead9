import type { SessionKind } from '@biz/contracts';
import { buttonClasses } from '@biz/ui-kit';
import { NavLink } from 'react-router';
import { useSignedInAs } from '../session/use-signed-in-as';

const linkOf: Record<SessionKind | 'nobody', { to: string; label: string }> = {
  nobody: { to: '/client/login', label: 'Client login' },
  client: { to: '/client/dashboard', label: 'My portal' },
  admin: { to: '/admin', label: 'Admin dashboard' },
};

/**
 * The header's way in: 'Client login' for a visitor, the portal or the desk for whoever is signed in. The
 * page is pre-rendered for a visitor, so the signed-in words arrive a moment later; the width is reserved
 * so the switch moves nothing.
 */
export function AccountLink() {
  const { to, label } = linkOf[useSignedInAs() ?? 'nobody'];
  return (
    <NavLink to={to} className={buttonClasses({ variant: 'outline', size: 'sm', className: 'ml-1 min-w-36' })}>
      {label}
    </NavLink>
  );
}
