import { cn } from '@biz/ui-kit';
import { NavLink } from 'react-router';
import { DESK_VIEWS } from './desk-views';

const itemClasses = (active: boolean) =>
  cn(
    'block rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
    active ? 'bg-brand-50 text-brand-800' : 'text-ink-muted hover:bg-canvas hover:text-ink',
  );

/**
 * The desk's views as a list of links, the current one marked (`aria-current="page"`, by NavLink). The
 * dashboard is current on /admin only; a view stays current on its deeper pages (a record under Businesses).
 */
export function DeskNavList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {DESK_VIEWS.map((view) => (
        <li key={view.to}>
          {view.external ? (
            <a href={view.to} className={itemClasses(false)}>
              {view.label}
            </a>
          ) : (
            <NavLink to={view.to} end={view.to === DESK_VIEWS[0].to} onClick={onNavigate} className={({ isActive }) => itemClasses(isActive)}>
              {view.label}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}
