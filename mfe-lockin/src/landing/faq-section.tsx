import { useSpotsClaims } from '../sprint/sprint-spots';
import { faqs } from './landing-copy';
import { SectionHeading } from './section-heading';

/** Native disclosure widgets: keyboard and screen-reader support without script. */
export function FaqSection() {
  const spots = useSpotsClaims();
  return (
    <section aria-labelledby="faq" className="bg-surface">
      <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="faq" kicker="FAQ" title="Questions, answered" />
        <div className="mt-10 flex flex-col gap-3">
          {faqs(spots?.perWeek ?? null).map((faq) => (
            <details key={faq.question} className="group rounded-xl border border-line bg-canvas open:bg-surface open:shadow-card">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-ink focus-visible:outline-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
                {faq.question}
                <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5 shrink-0 text-ink-subtle transition-transform group-open:rotate-180">
                  <path d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.06l3.71-3.83a.75.75 0 1 1 1.08 1.04l-4.25 4.39a.75.75 0 0 1-1.08 0L5.21 8.27a.75.75 0 0 1 .02-1.06Z" />
                </svg>
              </summary>
              <p className="px-5 pb-5 text-ink-muted">{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
