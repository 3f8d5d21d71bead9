import {
  DELIVERY_HOURS,
  formatUsd,
  GUARANTEE_DAYS,
  orderConfirmationSubject,
  Packages,
  SUPPORT_DAYS_AFTER_GO_LIVE,
  type JobPayload,
  type AgencyLetterhead,
  type SendOrderConfirmationJob,
} from '@biz/contracts';
import { inLayout, renderEmail, type LaidOutEmail } from '@biz/catalog';

/** An email as the mailer sends it: laid out, with what rides along. */
export interface RenderedEmail extends LaidOutEmail {
  /** A calendar invite (ICS) sent with it, as calendar apps expect: a text/calendar part with its METHOD. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Files sent with it (the plan's PDF). */
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export type OrderConfirmation = Pick<JobPayload<typeof SendOrderConfirmationJob>, 'orderId' | 'businessName' | 'package' | 'amountCents' | 'paidAt'>;

export const SUPPORT_HOURS = '9 AM-6 PM EST';

const paidOnFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' });

/** The success page's four next steps (SPEC §2 /lockin/success), told from the inbox. */
function nextSteps(automations: number) {
  const builds = automations === 1 ? 'Your automation is' : `Your ${automations} automations are`;
  return [
    { title: 'Confirmation email', detail: 'Done: this email confirms your order. Keep it for your records.' },
    { title: 'Discovery call within 2 hours', detail: 'We will contact you within 2 hours to book a short discovery call about your business and goals.' },
    { title: `Automation built in ${DELIVERY_HOURS} hours`, detail: `${builds} built and tested within ${DELIVERY_HOURS} hours of the call.` },
    { title: `Go live with ${SUPPORT_DAYS_AFTER_GO_LIVE} days support`, detail: `We launch with you and stay on hand for ${SUPPORT_DAYS_AFTER_GO_LIVE} days after go-live.` },
  ].map((step, index) => ({ number: index + 1, ...step }));
}

/** The paid order's confirmation, as HTML and plain text with the same content, in the agency's letterhead. */
export function renderOrderConfirmation(order: OrderConfirmation, letterhead: AgencyLetterhead): RenderedEmail {
  const sprint = Packages[order.package];
  const content = renderEmail('order-confirmation', {
    subject: orderConfirmationSubject(order.package),
    businessName: order.businessName,
    packageTitle: sprint.title,
    inclusions: [...sprint.inclusions],
    // What was charged (from billing's order), not the list price: they agree today, the order is the record.
    amountPaid: formatUsd(order.amountCents),
    paidOn: paidOnFormat.format(new Date(order.paidAt)),
    orderReference: order.orderId,
    nextSteps: nextSteps(sprint.automations),
    guaranteeTitle: `${GUARANTEE_DAYS}-day money-back guarantee`,
    guaranteeText: `If the sprint is not right for you, tell us within ${GUARANTEE_DAYS} days and we refund you in full.`,
    supportText: `Reply to this email. We answer ${SUPPORT_HOURS}, usually in under 2 hours.`,
  });
  return inLayout(content, letterhead);
}
