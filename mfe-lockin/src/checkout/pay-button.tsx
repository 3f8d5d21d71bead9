import type { SprintPackage } from '@biz/contracts';
import { Button } from '@biz/ui-kit';

/** SPEC §4 payment form: 'Processing...' while busy; disabled then and while the provider is not ready. */
export function PayButton({ pkg, busy, ready }: { pkg: SprintPackage; busy: boolean; ready: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy || !ready}>
      {busy ? (
        <>
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
          Processing...
        </>
      ) : (
        <>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
            <path fillRule="evenodd" d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z" clipRule="evenodd" />
          </svg>
          {pkg.payLabel}
        </>
      )}
    </Button>
  );
}
