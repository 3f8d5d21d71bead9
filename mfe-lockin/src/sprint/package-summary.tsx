import type { SprintPackage } from '@biz/contracts';
import { CheckList } from './check-list';
import { MostPopularBadge } from './most-popular-badge';
import { formatWholeDollars } from './package-copy';

/** The chosen sprint at a glance, beside the lead form. */
export function PackageSummary({ pkg }: { pkg: SprintPackage }) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-brand-950 p-6 text-white shadow-raised">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold">{pkg.title}</h2>
          <MostPopularBadge pkg={pkg} />
        </div>
        <p className="text-4xl font-extrabold tracking-tight">
          {formatWholeDollars(pkg.priceCents)}
          <span className="ml-1.5 text-sm font-medium text-brand-200">one time</span>
        </p>
        <CheckList items={pkg.inclusions} className="[&_li]:text-brand-50 [&_svg]:text-accent-200" />
    </div>
  );
}
