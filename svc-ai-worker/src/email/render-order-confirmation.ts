import {
  dayInWords,
  DELIVERY_HOURS,
  FIRST_RESPONSE_WITHIN,
  formatUsd,
  GUARANTEE_DAYS,
  orderConfirmationSubject,
  Packages,
  SUPPORT_DAYS_AFTER_GO_LIVE,
  SUPPORT_HOURS,
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

export type OrderConfirmation = Pick<JobPayload<typeof SendOrderConfirmationJob>, 'orderId' | 'businessName' | 'package' | 'amountCents' | 'paidAt' | 'startsOn'>;

const paidOnFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' });

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
    automations: sprint.automations,
    oneAutomation: sprint.automations === 1,
    deliveryHours: DELIVERY_HOURS,
    supportDays: SUPPORT_DAYS_AFTER_GO_LIVE,
    guaranteeDays: GUARANTEE_DAYS,
    supportHours: SUPPORT_HOURS,
    firstResponseWithin: FIRST_RESPONSE_WITHIN,
    startsOn: order.startsOn ? dayInWords(order.startsOn) : null,
  });
  return inLayout(content, letterhead);
}
