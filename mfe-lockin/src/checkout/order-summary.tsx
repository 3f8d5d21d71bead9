import type { SprintPackage } from '@biz/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@biz/ui-kit';
import { CheckList } from '../sprint/check-list';
import { useStoredSummary } from '../sprint/lead-storage';
import { StoredDetails } from '../sprint/stored-details';

/** SPEC §2 checkout order summary: the package's inclusions, the saved business details, the total. */
export function OrderSummary({ pkg }: { pkg: SprintPackage }) {
  const stored = useStoredSummary();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex items-baseline justify-between gap-4">
          <p className="font-semibold text-ink">{pkg.title}</p>
          <p className="font-semibold text-ink">{pkg.totalLabel}</p>
        </div>
        <CheckList items={pkg.inclusions} />
        <StoredDetails data={stored} fields={['businessName', 'industry', 'timeline']} className="rounded-xl bg-canvas p-4" />
        <div className="flex flex-col gap-1 border-t border-line pt-4">
          <div className="flex items-baseline justify-between">
            <span className="font-semibold text-ink">Total</span>
            <span className="text-3xl font-extrabold tracking-tight text-ink">{pkg.totalLabel}</span>
          </div>
          {pkg.savingsNote ? <p className="text-right text-sm font-medium text-accent-700">{pkg.savingsNote}</p> : null}
        </div>
      </CardContent>
    </Card>
  );
}
