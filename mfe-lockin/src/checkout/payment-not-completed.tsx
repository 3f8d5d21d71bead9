import { Packages, type PackageName } from '@biz/contracts';
import { PageHeader, buttonClasses } from '@biz/ui-kit';
import { Link } from 'react-router';

/**
 * The return page when the bank turned the payment down after its challenge. Nothing was charged and the
 * checkout id is kept, so trying again reuses the same order and PaymentIntent.
 */
export function PaymentNotCompleted({ pkg }: { pkg?: PackageName }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col items-center gap-8 px-4 py-16 text-center sm:px-6">
      <PageHeader
        align="center"
        title="Payment Not Completed"
        description="Your bank did not approve the payment, so you have not been charged. You can try again with the same or another card."
      />
      {pkg ? (
        <Link to={Packages[pkg].checkoutPath} className={buttonClasses({ size: 'lg' })}>
          Back to Checkout
        </Link>
      ) : (
        <a href="/lockin#offer" className={buttonClasses({ size: 'lg' })}>
          Choose Your Sprint
        </a>
      )}
    </div>
  );
}
