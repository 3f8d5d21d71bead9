import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useAnchoredPosition } from '../lib/use-anchored-position';
import { useDisabledUntilHydrated } from '../lib/use-hydrated';
import { buttonClasses } from './button';
import { menuFocusMove, openingKeys } from './menu-keys';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  /** Why the item cannot be used yet. It stays in the menu, focusable and with the reason shown, as WAI-ARIA advises. */
  unavailableReason?: string;
  tone?: 'danger';
}

export interface MenuProps {
  /** The button's accessible name, naming what the items act on ("Actions for Glow Med Spa"); the menu takes it too. */
  label: string;
  items: readonly MenuItem[];
  /** The button's visible text; the label should start with it so that speech commands find the button. */
  children?: ReactNode;
  className?: string;
}

const itemsIn = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * A menu button (WAI-ARIA pattern): Enter, Space or ArrowDown open it on the first item, ArrowUp on the
 * last; arrows, Home and End move; Escape closes it and gives focus back to the button, as does choosing
 * an item (so a dialog the item opens returns focus there too); Tab or a click elsewhere closes it.
 */
export function Menu({ label, items, children = 'Actions', className }: MenuProps) {
  // Open when set: the item to focus once the menu is there.
  const [opening, setOpening] = useState<'first' | 'last' | null>(null);
  const open = opening !== null;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const style = useAnchoredPosition(open, button, menu);

  useEffect(() => {
    if (!opening) return;
    itemsIn(menu.current).at(opening === 'first' ? 0 : -1)?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpening(null);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [opening]);

  function close() {
    setOpening(null);
    button.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // Inside a <dialog>, Escape would close the dialog as well.
      event.preventDefault();
      event.stopPropagation();
      close();
      return;
    }
    if (event.key === 'Tab') {
      setOpening(null);
      return;
    }
    const elements = itemsIn(menu.current);
    const next = menuFocusMove(event.key, elements.indexOf(document.activeElement as HTMLElement), elements.length);
    if (next === undefined) return;
    event.preventDefault();
    elements[next].focus();
  }

  return (
    <div ref={root} className={cn('inline-block', className)}>
      <button
        ref={button}
        id={`${baseId}-button`}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${baseId}-menu` : undefined}
        aria-label={label}
        disabled={useDisabledUntilHydrated(false)}
        onClick={() => setOpening(open ? null : 'first')}
        onKeyDown={(event) => {
          if (!(event.key in openingKeys)) return;
          event.preventDefault();
          setOpening(openingKeys[event.key]);
        }}
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
      >
        {children}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </button>
      {open ? (
        <div
          ref={menu}
          id={`${baseId}-menu`}
          role="menu"
          aria-labelledby={`${baseId}-button`}
          style={style}
          onKeyDown={onMenuKeyDown}
          className="z-50 flex w-max max-w-[calc(100vw-1rem)] min-w-48 flex-col rounded-xl border border-line bg-surface p-1 shadow-raised"
        >
          {items.map((item, index) => {
            const itemId = `${baseId}-item-${index}`;
            return (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-labelledby={itemId}
                aria-describedby={item.unavailableReason ? `${itemId}-reason` : undefined}
                aria-disabled={item.unavailableReason ? true : undefined}
                onClick={() => {
                  if (item.unavailableReason) return;
                  close();
                  item.onSelect();
                }}
                className={cn(
                  'flex flex-col items-start rounded-lg px-3 py-2 text-left text-sm font-medium outline-none focus:bg-brand-50 hover:bg-canvas',
                  'aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
                  item.tone === 'danger' ? 'text-danger-700' : 'text-ink',
                )}
              >
                <span id={itemId}>{item.label}</span>
                {item.unavailableReason ? (
                  <span id={`${itemId}-reason`} className="text-xs font-normal text-ink-muted">
                    {item.unavailableReason}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
