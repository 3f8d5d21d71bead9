import type { LockinLeadForm } from '@biz/contracts';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useEffect, useState } from 'react';
import { saveLead } from '../sprint/lead-storage';
import { resumeCheckout } from './billing-api';

/** Why a resume link did not open its checkout: the form page says which. */
export type ResumeFailure = 'expired' | 'invalid';

export type ResumedCheckout = { status: 'resuming' } | { status: 'ready'; lead: LockinLeadForm } | { status: 'failed'; reason: ResumeFailure };

/**
 * A recovery email's link: billing answers the lead it names, saved as the lead form saves it, so the
 * checkout shows the details and its payment intent (the lead's email and package) reuses that order.
 * Saved before the checkout mounts, so the page reads the lead, not an older one of this browser.
 */
export function useResumedCheckout(token: string): ResumedCheckout {
  const [state, setState] = useState<ResumedCheckout>({ status: 'resuming' });
  useEffect(() => {
    let live = true;
    resumeCheckout(token)
      .then(({ lead }) => {
        saveLead(lead);
        if (live) setState({ status: 'ready', lead });
      })
      .catch((error: unknown) => {
        if (live) setState({ status: 'failed', reason: apiErrorOf(error).status === 410 ? 'expired' : 'invalid' });
      });
    return () => {
      live = false;
    };
  }, [token]);
  return state;
}
