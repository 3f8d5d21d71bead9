import { ESTIMATED_WEEKLY_HOURS, type CompanySize, type ImpactLevel } from '@biz/contracts';

/**
 * Hours a week each catalog workflow saves a small team (2-10), the agency's estimate from what it does and
 * its benefit (a booking assistant answers more than a review request). Every template has one
 * (weekly-hours.spec.ts); the dashboard shows it as an estimate until the automation's runs are measured.
 */
export const smallTeamWeeklyHours: Readonly<Record<string, number>> = {
  'online-booking-assistant': 6,
  'appointment-reminders': 3,
  'waitlist-gap-filler': 2,
  'patient-intake-forms': 4,
  'recall-reactivation': 2,
  'treatment-aftercare-drip': 2,
  'instagram-dm-autoresponder': 5,
  'facebook-messenger-bot': 3,
  'website-chat-concierge': 6,
  'whatsapp-order-assistant': 5,
  'missed-call-text-back': 2,
  'ai-phone-receptionist': 10,
  'lead-follow-up-sequence': 5,
  'lead-qualification-bot': 5,
  'crm-auto-entry': 5,
  'property-listing-alerts': 3,
  'showing-scheduler': 3,
  'welcome-email-drip': 2,
  'abandoned-cart-recovery': 1,
  'post-purchase-upsell': 1,
  'newsletter-autopilot': 3,
  'social-content-scheduler': 4,
  'birthday-loyalty-offers': 1,
  'membership-renewal-drip': 2,
  'class-waitlist-reminders': 3,
  'review-request-automation': 1,
  'review-reply-assistant': 2,
  'invoice-payment-reminders': 3,
  'quote-estimate-follow-up': 3,
  'job-dispatch-updates': 5,
  'service-due-reminders': 2,
  'vehicle-repair-status': 4,
  'document-collection': 4,
  'client-intake-conflict-check': 4,
  'proposal-generator': 5,
  'project-status-reports': 3,
  'support-ticket-triage': 6,
  'employee-onboarding': 3,
  'inventory-reorder-alerts': 2,
  'reservation-manager': 4,
  'catering-inquiry-flow': 2,
  'student-enrollment-drip': 3,
  'pet-care-updates': 3,
  'financial-review-scheduler': 3,
  'kpi-dashboard': 3,
  'customer-feedback-surveys': 1,
};

/** More people, more of the work it takes over: a solo owner has half a small team's volume. */
const hoursFactor: Record<CompanySize, number> = {
  Solo: 0.5,
  'Small Team (2-10)': 1,
  'Medium Team (11-50)': 2,
  'Large Team (50+)': 3,
};

/**
 * The hours a week a workflow is estimated to save this business: its catalog estimate scaled to the
 * business's size (to the half hour; a size not known is a small team's, as the catalog's prices assume),
 * or, for a workflow the catalog does not hold, the estimate of its impact.
 */
export function estimateWeeklyHours(workflowId: string, impact: ImpactLevel, size: CompanySize | null): number {
  const base = smallTeamWeeklyHours[workflowId];
  if (base === undefined) return ESTIMATED_WEEKLY_HOURS[impact];
  return Math.max(0.5, Math.round(base * hoursFactor[size ?? 'Small Team (2-10)'] * 2) / 2);
}
