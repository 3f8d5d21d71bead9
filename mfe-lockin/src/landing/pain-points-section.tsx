import { painPoints } from './landing-copy';
import { IconCardList } from './icon-card-list';
import { SectionHeading } from './section-heading';

export function PainPointsSection() {
  return (
    <section aria-labelledby="pain-points" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="pain-points" kicker="Sound familiar?" title="Your business is busy. Your inbox is busier.">
        Small businesses lose customers in the gaps between the work. Automations close those gaps.
      </SectionHeading>
      <IconCardList
        items={painPoints}
        badgeClassName="bg-danger-50 text-danger-600"
        listClassName="gap-4 sm:grid-cols-2"
        icon={
          <svg viewBox="0 0 20 20" fill="currentColor" className="size-5">
            <path fillRule="evenodd" d="M8.49 2.5c.67-1.17 2.35-1.17 3.02 0l6.28 10.94c.67 1.17-.17 2.56-1.51 2.56H3.72c-1.34 0-2.18-1.39-1.51-2.56L8.49 2.5ZM10 6a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 6Zm0 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z" clipRule="evenodd" />
          </svg>
        }
      />
    </section>
  );
}
