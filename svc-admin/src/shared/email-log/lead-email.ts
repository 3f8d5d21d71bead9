import { businessOf, type LeadEmailKind, type SubmissionDetailResponse } from '@biz/contracts';
import { composeEmail, composePlanOnItsWay } from '@biz/catalog';
import { planPdfInput } from '../documents/plan-pdf-input';
import type { NewAgencyEmail } from './agency-email.repository';

/**
 * The words (and attachment) of an email the product sends a lead by itself, from the business's detail:
 * the plan on its way once it chose workflows; the plan itself, as the desk's plan_ready email with its PDF,
 * once generated (a sent plan_ready email moves the business to Plan sent). Null: nothing to send (yet).
 */
export function leadEmail(kind: LeadEmailKind, detail: SubmissionDetailResponse): Pick<NewAgencyEmail, 'subject' | 'body' | 'emailType' | 'planPdf'> | null {
  const business = businessOf(detail.submission);
  if (kind === 'plan-on-its-way') {
    if (detail.selectedWorkflows.length === 0) return null;
    return composePlanOnItsWay({ business, workflowTitles: detail.selectedWorkflows.map((w) => w.title) });
  }
  const planPdf = planPdfInput(detail);
  if (!planPdf) return null;
  const { subject, body } = composeEmail({ business, emailType: 'plan_ready', planData: planPdf.planData });
  return { subject, body, emailType: 'plan_ready', planPdf };
}
