import { Packages, packageFromQuery } from '@biz/contracts';
import { Badge, Card, CardContent, Notice, PageHeader, lazyExport } from '@biz/ui-kit';
import { Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ResumeFailure } from '../checkout/use-resumed-checkout';
import { BackLink } from '../sprint/back-link';
import { PackageSummary } from '../sprint/package-summary';

// react-hook-form and its resolver are needed on this page only: kept out of the chunk every /lockin page
// loads, so the checkout stays under its JS budget.
const LeadForm = lazyExport(() => import('../lead-form/lead-form'), 'LeadForm');

function FormLoading() {
  return (
    <div role="status" className="flex justify-center py-24 motion-safe:animate-fade-in-late">
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/** SPEC §2 /lockin/form?package=…: the business information form, badged with the chosen package. */
export function LeadFormPage() {
  const [params] = useSearchParams();
  const pkg = Packages[packageFromQuery(params.get('package'))];
  // Sent here by a checkout link that no longer works (see CheckoutPage).
  const resumeFailed = (useLocation().state as { resumeFailed?: ResumeFailure } | null)?.resumeFailed;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <BackLink to="/lockin">Back to packages</BackLink>
      <PageHeader
        eyebrow={<Badge variant="brand">{pkg.label}</Badge>}
        page="/lockin/form"
        description="A few details so we can prepare your automation before the discovery call. It takes about two minutes."
      />
      {resumeFailed ? (
        <Notice tone="warning" title={resumeFailed.reason === 'expired' ? 'This checkout link no longer works' : 'This checkout link is not valid'}>
          {resumeFailed.reason === 'expired' && resumeFailed.message ? `${resumeFailed.message} ` : ''}Fill in your details below to continue to a secure checkout.
        </Notice>
      ) : null}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card>
          <CardContent className="sm:p-8">
            <Suspense fallback={<FormLoading />}>
              <LeadForm pkg={pkg.name} />
            </Suspense>
          </CardContent>
        </Card>
        <aside aria-label="Your package" className="lg:sticky lg:top-24">
          <PackageSummary pkg={pkg} />
        </aside>
      </div>
    </div>
  );
}
