import { DESK_PATHS, isDeskOrPortalPath } from '@biz/contracts';
import { cn } from '@biz/ui-kit';
import { NavLink, Outlet, useLocation } from 'react-router';
import { AccountLink } from './account-link';
import { BrandLink } from './brand-link';

const navLinks = [
  { to: '/', label: 'Free plan', end: true },
  { to: '/lockin', label: '24-hour sprint', end: false },
];

function navClasses({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-muted hover:bg-canvas hover:text-ink',
  );
}

/**
 * Header, main region and footer around every page, including a remote's fallback. The marketing links
 * are for visitors: the desk's and the portal's pages leave them out. The desk is wider (its navigation
 * beside its tables), and the header and footer line up with it.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const signedInSection = isDeskOrPortalPath(pathname);
  const width = pathname === DESK_PATHS.dashboard || pathname.startsWith(`${DESK_PATHS.dashboard}/`) ? 'max-w-7xl' : 'max-w-6xl';
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only z-50 rounded-lg bg-surface px-4 py-2 font-medium text-brand-700 shadow-raised focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
        <div className={cn('mx-auto flex h-16 w-full items-center justify-between gap-4 px-4 sm:px-6', width)}>
          <BrandLink />
          <nav aria-label="Main" className="flex items-center gap-1">
            {signedInSection ? null : (
              <div className="hidden items-center gap-1 sm:flex">
                {navLinks.map((link) => (
                  <NavLink key={link.to} to={link.to} end={link.end} className={navClasses}>
                    {link.label}
                  </NavLink>
                ))}
              </div>
            )}
            <AccountLink />
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex w-full flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
      <footer className="border-t border-line bg-surface">
        <div className={cn('mx-auto flex w-full flex-col gap-4 px-4 py-8 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between sm:px-6', width)}>
          {/* The year of a page pre-rendered last December stays until the next render: not worth a re-render. */}
          <p suppressHydrationWarning>© {new Date().getFullYear()} BizAutomate · AI automations for small businesses</p>
          <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
            <NavLink to="/lockin" className="hover:text-ink">
              Sprint packages
            </NavLink>
            <NavLink to="/client/login" className="hover:text-ink">
              Client portal
            </NavLink>
            <NavLink to="/admin-login" className="hover:text-ink">
              Admin
            </NavLink>
          </nav>
        </div>
      </footer>
    </div>
  );
}
