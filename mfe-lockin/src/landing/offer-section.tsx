import { DELIVERY_HOURS, Packages, type SprintPackage } from '@biz/contracts';
import { cn } from '@biz/ui-kit';
import { CheckList } from '../sprint/check-list';
import { MostPopularBadge } from '../sprint/most-popular-badge';
import { formatWholeDollars, packagePitch } from '../sprint/package-copy';
import { useSpotsClaims } from '../sprint/sprint-spots';
import type { CountdownParts } from './countdown';
import { CountdownTiles } from './countdown-clock';
import { FormLink } from './form-link';
import { SectionHeading } from './section-heading';

function PackageCard({ pkg }: { pkg: SprintPackage }) {
  const featured = pkg.mostPopular;
  return (
    <article
      aria-labelledby={`package-${pkg.name}`}
      className={cn(
        'relative flex flex-col gap-6 rounded-2xl border bg-surface p-6 shadow-card sm:p-8',
        featured ? 'border-brand-500 shadow-raised ring-2 ring-brand-500/30' : 'border-line',
      )}
    >
      <MostPopularBadge pkg={pkg} className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 shadow-sm" />
      <div className="flex flex-col gap-1">
        <h3 id={`package-${pkg.name}`} className="text-xl font-semibold text-ink">
          {pkg.title}
        </h3>
        <p className="text-sm text-ink-muted">{packagePitch[pkg.name]}</p>
      </div>
      <p className="flex items-baseline gap-2">
        <span className="text-5xl font-extrabold tracking-tight text-ink">{formatWholeDollars(pkg.priceCents)}</span>
        <span className="text-sm font-medium text-ink-subtle">one time</span>
      </p>
      <CheckList items={pkg.inclusions} className="flex-1" />
      {pkg.savingsNote ? <p className="rounded-lg bg-accent-50 px-3 py-2 text-sm font-medium text-accent-700">{pkg.savingsNote}</p> : null}
      <FormLink pkg={pkg.name} variant={featured ? 'primary' : 'outline'} className="w-full">
        Get the {pkg.title}
      </FormLink>
    </article>
  );
}

/** The offer section (id 'offer', the target of 'Compare packages'): both sprints side by side. */
export function OfferSection({ countdown }: { countdown: CountdownParts }) {
  const spots = useSpotsClaims();
  return (
    <section id="offer" aria-labelledby="offer-title" className="scroll-mt-32 bg-gradient-to-b from-brand-50 to-canvas">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-10 px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="offer-title" kicker="The offer" title="Choose Your Sprint">
          One fixed price, delivered in {DELIVERY_HOURS} hours.
          {spots && ` Only ${spots.perWeek} spots per week: once they are taken, a sprint starts in the first week with a spot free.`}
        </SectionHeading>
        <div className="flex flex-col items-center gap-3">
          <p className="text-sm font-semibold text-urgent-700">This week&apos;s price ends in</p>
          <CountdownTiles parts={countdown} />
        </div>
        <div className="grid gap-8 pt-2 md:grid-cols-2 md:gap-6">
          <PackageCard pkg={Packages.starter} />
          <PackageCard pkg={Packages.growth} />
        </div>
      </div>
    </section>
  );
}
