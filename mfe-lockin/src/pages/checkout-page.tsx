import { CHECKOUT_RESUME_QUERY_PARAM, FIRST_RESPONSE_WITHIN, GUARANTEE_DAYS, Packages, type PackageName } from '@biz/contracts';
import { Badge, Card, CardContent, CardHeader, CardTitle, PageHeader } from '@biz/ui-kit';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { OrderSummary } from '../checkout/order-summary';
import { PaymentPanel } from '../checkout/payment-panel';
import { ResumedCheckoutNotice } from '../checkout/resumed-checkout-notice';
import { useResumedCheckout } from '../checkout/use-resumed-checkout';
import { BackLink } from '../sprint/back-link';
import { MostPopularBadge } from '../sprint/most-popular-badge';
import { useScrollToTop } from '../sprint/use-scroll-to-top';

function Checkout({ pkg: name, notice }: { pkg: PackageName; notice?: ReactNode }) {
  const pkg = Packages[name];
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <BackLink to={pkg.formPath}>Back to your details</BackLink>
      <PageHeader
        eyebrow={
          <>
            <Badge variant="brand">{pkg.label}</Badge>
            <MostPopularBadge pkg={pkg} />
          </>
        }
        page={pkg.checkoutPath}
        description={`Review your order and pay by card. We reach out ${FIRST_RESPONSE_WITHIN} to book your discovery call.`}
      />
      {notice}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <OrderSummary pkg={pkg} />
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5 text-accent-600">
                <path fillRule="evenodd" d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z" clipRule="evenodd" />
              </svg>
              Card Payment
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <PaymentPanel pkg={pkg} />
            <p className="text-center text-xs text-ink-subtle">
              Encrypted card payment · {GUARANTEE_DAYS}-day money-back guarantee
            </p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/** A recovery email's link: the lead's details first, then the checkout; a dead link goes to the form, saying why. */
function ResumedCheckout({ pkg, token }: { pkg: PackageName; token: string }) {
  const resumed = useResumedCheckout(token);
  if (resumed.status === 'failed') return <Navigate to={Packages[pkg].formPath} replace state={{ resumeFailed: resumed.failure }} />;
  if (resumed.status === 'resuming')
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-24 text-center">
        <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
        <p className="text-sm font-medium text-ink-muted">Opening your checkout...</p>
      </div>
    );
  return <Checkout pkg={pkg} notice={<ResumedCheckoutNotice lead={resumed.lead} />} />;
}

/** SPEC §2 /lockin/checkout/{starter,growth}: the order summary and the card payment; `?resume=` resumes a left checkout. */
export function CheckoutPage({ pkg }: { pkg: PackageName }) {
  useScrollToTop();
  const token = useSearchParams()[0].get(CHECKOUT_RESUME_QUERY_PARAM);
  return token ? <ResumedCheckout pkg={pkg} token={token} /> : <Checkout pkg={pkg} />;
}
