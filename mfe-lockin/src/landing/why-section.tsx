import { reasons } from './landing-copy';
import { SectionHeading } from './section-heading';

export function WhySection() {
  return (
    <section aria-labelledby="why-us" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="why-us" kicker="Why BizAutomate" title="Why owners choose a sprint">
        Agencies sell months of meetings. We sell one working automation, tomorrow.
      </SectionHeading>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map((reason) => (
          <li key={reason.title} className="flex gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card lg:flex-col lg:gap-3 lg:p-6">
            <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <svg viewBox="0 0 20 20" fill="currentColor" className="size-5">
                <path fillRule="evenodd" d="M11.3 1.05a.75.75 0 0 1 .41.84L10.6 7h5.65a.75.75 0 0 1 .56 1.25l-8 9a.75.75 0 0 1-1.3-.64L8.65 12H3a.75.75 0 0 1-.56-1.25l8-9a.75.75 0 0 1 .86-.2Z" clipRule="evenodd" />
              </svg>
            </span>
            <div className="flex flex-col gap-1">
              <h3 className="font-semibold text-ink">{reason.title}</h3>
              <p className="text-sm text-ink-muted">{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
