import { businessRecordPath, BusinessRecordSections } from '@biz/contracts';
import { cn } from '@biz/ui-kit';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { RecordPlaces } from './record-sections';

const places = [{ place: 'overview' as const, to: (id: string) => businessRecordPath(id) }, ...BusinessRecordSections.map((place) => ({ place, to: (id: string) => businessRecordPath(id, place) }))];

/**
 * The record's places, each a link to its own address (so Back, reload and a shared link keep the place).
 * One row that scrolls sideways where it does not fit (a phone), with the current place scrolled into view.
 */
export function RecordSectionNav({ businessId }: { businessId: string }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // Sideways only: scrolling it into view would move the page too.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && current) row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav aria-label="Record sections" className="-mx-4 border-b border-line sm:mx-0">
      <ul ref={list} className="relative flex gap-1 overflow-x-auto px-4 sm:px-0">
        {places.map(({ place, to }) => (
          <li key={place} className="shrink-0">
            <NavLink
              to={to(businessId)}
              end
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-500',
                  isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-ink-muted hover:text-ink',
                )
              }
            >
              {RecordPlaces[place].label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
