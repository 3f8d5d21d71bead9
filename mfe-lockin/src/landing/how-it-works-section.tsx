import { howItWorks } from './landing-copy';
import { SectionHeading } from './section-heading';

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-it-works" className="bg-surface">
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="how-it-works" kicker="Three steps, one day" title="How It Works" />
        <ol className="mt-10 grid gap-5 md:grid-cols-3">
          {howItWorks.map((step, index) => (
            <li key={step.title} className="relative flex flex-col gap-3 rounded-2xl border border-line bg-canvas p-6">
              <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-lg font-bold text-white shadow-sm">
                {index + 1}
              </span>
              <h3 className="text-xl font-semibold text-ink">{step.title}</h3>
              <p className="text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
