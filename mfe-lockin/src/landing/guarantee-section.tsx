import { GUARANTEE_DAYS } from '@biz/contracts';

export function GuaranteeSection() {
  return (
    <section aria-labelledby="guarantee" className="mx-auto w-full max-w-4xl px-4 pb-16 sm:px-6 sm:pb-20">
      <div className="flex flex-col items-center gap-5 rounded-3xl border-2 border-accent-200 bg-accent-50 p-8 text-center sm:flex-row sm:text-left">
        <span aria-hidden="true" className="flex size-20 shrink-0 items-center justify-center rounded-full bg-accent-600 text-white shadow-raised">
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="size-10">
            <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.6 7.5 9.5 4.3-.9 7.5-4.9 7.5-9.5V6L12 3Z" />
            <path d="m8.5 12 2.5 2.5 4.5-5" />
          </svg>
        </span>
        <div className="flex flex-col gap-2">
          <h2 id="guarantee" className="text-2xl font-bold tracking-tight text-ink">
            {GUARANTEE_DAYS}-Day Money-Back Guarantee
          </h2>
          <p className="text-ink-muted">
            Try your automation for {GUARANTEE_DAYS} days. If it does not save you time or win you customers, tell us and
            we refund every cent — no forms, no hard feelings. The risk is ours, not yours.
          </p>
        </div>
      </div>
    </section>
  );
}
