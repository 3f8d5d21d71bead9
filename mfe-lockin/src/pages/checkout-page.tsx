import { Packages, type PackageName } from '@biz/contracts';
import { Badge, Card, CardContent, CardHeader, CardTitle, Notice, PageHeader } from '@biz/ui-kit';
import { BackLink } from '../sprint/back-link';
import { CheckList } from '../sprint/check-list';

/** SPEC §2 /lockin/checkout/{starter,growth}: order summary and card payment. Payment arrives with the billing issue. */
export function CheckoutPage({ pkg: name }: { pkg: PackageName }) {
  const pkg = Packages[name];
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <BackLink to={pkg.formPath}>Back to your details</BackLink>
      <PageHeader
        eyebrow={
          <>
            <Badge variant="brand">{pkg.label}</Badge>
            {pkg.mostPopular ? <Badge variant="warning">MOST POPULAR</Badge> : null}
          </>
        }
        title="Secure Checkout"
        description="Review your order and pay by card. You will hear from us within 2 hours to book your discovery call."
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_1.1fr]">
        <Card>
          <CardHeader>
            <CardTitle>Order summary</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <CheckList items={pkg.inclusions} />
            <div className="flex items-baseline justify-between border-t border-line pt-4">
              <span className="font-medium text-ink-muted">Total</span>
              <span className="text-2xl font-bold tracking-tight text-ink">{pkg.totalLabel}</span>
            </div>
            {pkg.savingsNote ? <p className="text-sm font-medium text-accent-700">{pkg.savingsNote}</p> : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5 text-accent-600">
                <path fillRule="evenodd" d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z" clipRule="evenodd" />
              </svg>
              Card payment
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <p className="text-sm text-ink-muted">
              Payments are handled by our card payment provider; your card details never touch our servers.
            </p>
            <Notice title="Secure card payment opens here soon">
              Checkout is being connected to our payment provider. No payment can be taken on this page yet.
            </Notice>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
