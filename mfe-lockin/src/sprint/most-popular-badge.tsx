import type { SprintPackage } from '@biz/contracts';
import { Badge } from '@biz/ui-kit';

/** SPEC §2's 'MOST POPULAR' on the featured sprint, wherever the sprint is shown; nothing for the others. */
export function MostPopularBadge({ pkg, className }: { pkg: SprintPackage; className?: string }) {
  return pkg.mostPopular ? (
    <Badge variant="warning" className={className}>
      MOST POPULAR
    </Badge>
  ) : null;
}
