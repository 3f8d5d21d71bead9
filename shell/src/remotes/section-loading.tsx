/** Placeholder while a remote's code downloads; it fades in late so fast loads do not flash. */
export function SectionLoading() {
  return (
    <div role="status" aria-live="polite" className="flex justify-center px-4 py-24 motion-safe:animate-fade-in-late">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden="true" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
