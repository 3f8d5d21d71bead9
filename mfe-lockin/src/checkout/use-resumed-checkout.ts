import type { LockinLeadForm } from '@biz/contracts';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useEffect, useState } from 'react';
import { saveLead } from '../sprint/lead-storage';
import { resumeCheckout } from './billing-api';

/**
 * Why a resume link did not open its checkout, for the form page to say: a link that no longer works (410:
 * expired, its order paid, withdrawn by the agency or opened too often, in billing's words) or one that never did.
 */
export type ResumeFailure = { reason: 'expired'; message?: string } | { reason: 'invalid' };

export type ResumedCheckout = { status: 'resuming' } | { status: 'ready'; lead: LockinLeadForm } | { status: 'failed'; failure: ResumeFailure };

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
        const { status, message } = apiErrorOf(error);
        if (live) setState({ status: 'failed', failure: status === 410 ? { reason: 'expired', message } : { reason: 'invalid' } });
      });
    return () => {
      live = false;
    };
  }, [token]);
  return state;
}
