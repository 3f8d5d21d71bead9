import { Button, lazyExport, LazyDialog } from '@biz/ui-kit';
import { useEffect, useState } from 'react';

const DeskSearchDialog = lazyExport(() => import('./desk-search-dialog'), 'DeskSearchDialog');

/** Whether a key pressed here is typing: in a field, an editable text, or a dialog already open. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('dialog[open]') !== null;
}

/**
 * The desk's one search box: a button, and `/` anywhere but in a field, open it. Its dialog, its schemas
 * and its calls load on first use, so the desk's first load carries only this button.
 */
export function DeskSearch() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || isTyping(event.target)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} aria-keyshortcuts="/">
        Search
        <kbd aria-hidden="true" className="ml-2 rounded border border-line px-1.5 font-mono text-xs text-ink-muted">
          /
        </kbd>
      </Button>
      <LazyDialog open={open}>
        <DeskSearchDialog open={open} onOpenChange={setOpen} />
      </LazyDialog>
    </>
  );
}
