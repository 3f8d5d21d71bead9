import { DESK_SEARCH_MAX_LENGTH, DESK_SEARCH_MIN_LENGTH, deskSearchHitPath, type DeskSearchGroup, type DeskSearchHit, type DeskSearchKind, type DeskSearchResponse } from '@biz/contracts';
import { cn, Dialog, formatDate, Input } from '@biz/ui-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useDebounced } from '../dashboard/use-debounced';
import { fetchDeskSearch } from './desk-search-api';

/** A search is sent once the typing pauses this long. */
const TYPING_PAUSE_MS = 250;

const GROUP_NAMES: Record<DeskSearchKind, string> = { business: 'Businesses', ticket: 'Tickets', email: 'Emails', note: 'Notes', call: 'Calls', onboarding: 'Onboarding answers' };

/** What a group's context could not search this time, in words (null: everything was searched). */
function missingOf(group: DeskSearchGroup): string | null {
  if (!group.available) return `${GROUP_NAMES[group.kind]} could not be searched just now.`;
  if (group.partial) return 'Phone numbers could not be searched just now.';
  return null;
}

/** The search dialog: a combobox over grouped results (up, down, Enter opens one; Escape closes). */
export function DeskSearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  // The option chosen with the arrows, of the results it was chosen in (new results start at their first).
  const [chosen, setChosen] = useState<{ of?: DeskSearchResponse; index: number }>({ index: 0 });
  const q = useDebounced(text.trim(), TYPING_PAUSE_MS);
  const ready = q.length >= DESK_SEARCH_MIN_LENGTH;
  const search = useQuery({ queryKey: ['desk-search', q], queryFn: () => fetchDeskSearch(q), enabled: open && ready, staleTime: 30_000, placeholderData: keepPreviousData });
  // Results shown belong to the text in the box: an answer for an older text is not shown as this one's.
  const current = ready && text.trim() === q && search.data && !search.isPlaceholderData ? search.data : undefined;
  const groups = current?.groups.filter((group) => group.hits.length > 0) ?? [];
  const hits = groups.flatMap((group) => group.hits);
  const missing = current?.groups.map(missingOf).filter((line): line is string => line !== null) ?? [];
  const optionId = (index: number) => `${listId}-option-${index}`;
  const active = chosen.of === current ? chosen.index : 0;
  const choose = (index: number) => setChosen({ of: current, index });
  // Where each group's options start in the one list the arrows move through.
  const firstOf = groups.map((_, i) => groups.slice(0, i).reduce((n, group) => n + group.hits.length, 0));

  useEffect(() => {
    if (hits.length) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const openHit = (hit: DeskSearchHit) => {
    onOpenChange(false);
    navigate(deskSearchHitPath(hit));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!hits.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      choose((active + (event.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openHit(hits[active]);
    }
  };

  const status = !text.trim()
    ? 'Type a name, email, phone number or a word from a ticket, email, note, call or onboarding answer.'
    : text.trim().length < DESK_SEARCH_MIN_LENGTH
      ? `Type at least ${DESK_SEARCH_MIN_LENGTH} characters.`
      : search.isError && !current
        ? 'The search failed. Please try again.'
        : !current
          ? 'Searching...'
          : hits.length
            ? `${hits.length} ${hits.length === 1 ? 'result' : 'results'}. Up and down to choose, Enter to open.`
            : missing.length
              ? 'No results in what could be searched.'
              : 'No results.';

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Search the desk" className="max-w-2xl">
      <Input
        label="Name, email, phone or a word"
        // The attribute (React's autoFocus sets none): the native dialog's showModal focuses it at each opening.
        ref={(input) => input?.setAttribute('autofocus', '')}
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={hits.length ? optionId(active) : undefined}
        autoComplete="off"
        maxLength={DESK_SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p role="status" className="text-sm text-ink-muted">
        {status}
      </p>
      <div id={listId} role="listbox" aria-label="Results" className={cn('flex max-h-[60dvh] flex-col gap-3 overflow-y-auto', !hits.length && 'hidden')}>
        {groups.map((group, g) => (
          <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`} className="flex flex-col gap-1">
            <div role="presentation" id={`${listId}-${group.kind}`} className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {GROUP_NAMES[group.kind]}
            </div>
            {group.hits.map((hit, h) => {
              const mine = firstOf[g] + h;
              return (
                <div
                  key={`${hit.kind}-${hit.id}`}
                  id={optionId(mine)}
                  role="option"
                  aria-selected={mine === active}
                  onClick={() => openHit(hit)}
                  onMouseMove={() => choose(mine)}
                  className={cn('flex cursor-pointer flex-col rounded-lg px-3 py-2', mine === active ? 'bg-brand-50 ring-1 ring-brand-500' : 'hover:bg-canvas')}
                >
                  <span className="flex items-baseline justify-between gap-3">
                    <span className="font-medium wrap-anywhere text-ink">{hit.title}</span>
                    {hit.at ? <span className="shrink-0 text-xs text-ink-muted">{formatDate(hit.at, 'date')}</span> : null}
                  </span>
                  {hit.kind === 'business' ? null : <span className="text-sm wrap-anywhere text-ink">{hit.businessName ?? 'Business not known just now'}</span>}
                  <span className="line-clamp-2 text-sm wrap-anywhere text-ink-muted">{hit.snippet}</span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {missing.length ? (
        <ul className="flex flex-col gap-1 text-sm text-ink-muted">
          {missing.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
