import { Button } from '@biz/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { DeskNavList } from './desk-nav-list';

/**
 * Below 1024 px, the desk's navigation behind a button (the disclosure pattern): the list opens over the
 * page, so nothing below moves. Escape, a click elsewhere or choosing a view closes it.
 */
export function DeskPhoneMenu() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={root} className="relative lg:hidden">
      <Button ref={button} variant="outline" size="sm" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        Menu
      </Button>
      <nav id={listId} aria-label="Desk" hidden={!open} className="absolute top-full left-0 z-30 mt-2 w-56 rounded-xl border border-line bg-surface p-2 shadow-raised">
        <DeskNavList onNavigate={() => setOpen(false)} />
      </nav>
    </div>
  );
}
