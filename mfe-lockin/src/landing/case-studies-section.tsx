import type { CaseStudy } from '@biz/contracts';
import { Badge, useAgencyContent } from '@biz/ui-kit';
import { SectionHeading } from './section-heading';

function CaseStudyCard({ study }: { study: CaseStudy }) {
  return (
    <article className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-6 shadow-card sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-ink">{study.business}</h3>
        <Badge variant="neutral">{study.industry}</Badge>
      </div>
      <p className="text-sm font-medium text-brand-700">{study.automation}</p>
      <dl className="grid grid-cols-2 gap-3">
        {study.results.map((result) => (
          <div key={result.label} className="rounded-xl bg-accent-50 px-4 py-3">
            <dt className="sr-only">{result.label}</dt>
            <dd className="text-2xl font-bold text-accent-700">{result.value}</dd>
            <dd className="text-sm text-ink-muted">{result.label}</dd>
          </div>
        ))}
      </dl>
      {study.testimonial ? (
        <blockquote className="flex flex-1 flex-col justify-between gap-3 border-l-4 border-brand-200 pl-4">
          <p className="text-ink">“{study.testimonial.quote}”</p>
          <footer className="text-sm text-ink-subtle">— {study.testimonial.person}</footer>
        </blockquote>
      ) : null}
    </article>
  );
}

/** The agency's case studies from its content file; an agency with none yet shows no section rather than borrowed ones. */
export function CaseStudiesSection() {
  const { caseStudies } = useAgencyContent();
  if (!caseStudies.length) return null;
  return (
    <section aria-labelledby="case-studies" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="case-studies" kicker="Case studies" title="Real businesses, live the next day" />
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {caseStudies.map((study) => (
          <CaseStudyCard key={study.business} study={study} />
        ))}
      </div>
    </section>
  );
}
