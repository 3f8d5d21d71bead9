import type { LockinLeadForm } from '@biz/contracts';
import { Notice } from '@biz/ui-kit';

/** A resumed checkout says whose details it holds, so the lead can pay at once or go back to change them. */
export function ResumedCheckoutNotice({ lead }: { lead: LockinLeadForm }) {
  return (
    <Notice tone="success" title={`Welcome back, ${lead.businessName}`}>
      Your details are filled in: {lead.contactEmail} · {lead.contactPhone}. Pay below, or go back to change them.
    </Notice>
  );
}
