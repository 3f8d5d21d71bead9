import { reasons } from './landing-copy';
import { IconCardList } from './icon-card-list';
import { SectionHeading } from './section-heading';

export function WhySection() {
  return (
    <section aria-labelledby="why-us" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="why-us" kicker="Why BizAutomate" title="Why owners choose a sprint">
        Agencies sell months of meetings. We sell one working automation, tomorrow.
      </SectionHeading>
      <IconCardList
        items={reasons}
        badgeClassName="bg-brand-50 text-brand-600"
        listClassName="gap-5 sm:grid-cols-2 lg:grid-cols-4"
        cardClassName="lg:flex-col lg:gap-3 lg:p-6"
        icon={
          <svg viewBox="0 0 20 20" fill="currentColor" className="size-5">
            <path fillRule="evenodd" d="M11.3 1.05a.75.75 0 0 1 .41.84L10.6 7h5.65a.75.75 0 0 1 .56 1.25l-8 9a.75.75 0 0 1-1.3-.64L8.65 12H3a.75.75 0 0 1-.56-1.25l8-9a.75.75 0 0 1 .86-.2Z" clipRule="evenodd" />
          </svg>
        }
      />
    </section>
  );
}
