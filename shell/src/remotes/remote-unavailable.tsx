import { Button, buttonClasses, useDocumentTitle } from '@biz/ui-kit';
import { Link } from 'react-router';

/** Shown inside the layout when a remote cannot be loaded: say so plainly and offer a way forward. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  useDocumentTitle('Temporarily unavailable');
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16 sm:py-24">
      <section
        role="alert"
        aria-labelledby="remote-unavailable-title"
        className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-surface px-6 py-10 text-center shadow-card"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-urgent-100 text-urgent-700" aria-hidden="true">
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          </svg>
        </span>
        <h2 id="remote-unavailable-title" className="text-xl font-semibold tracking-tight text-ink">
          This section is temporarily unavailable
        </h2>
        <p className="text-sm text-ink-muted">
          We could not load this part of the site. The rest of BizAutomate still works. Please try again in a moment.
        </p>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button onClick={onRetry}>Retry</Button>
          <Link to="/" className={buttonClasses({ variant: 'outline' })}>
            Go to the home page
          </Link>
        </div>
      </section>
    </div>
  );
}
