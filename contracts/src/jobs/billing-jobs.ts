import { z } from 'zod';
import { Cents, EntityId } from '../common';
import { PaymentIssue } from '../billing/subscription';
import { SubscriptionPlanName } from '../billing/subscription-plans';
import { LockinLeadForm } from '../lockin/lockin-form';
import { PackageName } from '../lockin/packages';
import { defineJob } from './define-job';
import { DeliveredEmailStatus } from './delivered-email-status';

/**
 * Fire and forget, from svc-billing's fulfilment of a paid order: the worker renders the confirmation
 * (handlebars, HTML and plain text) and sends it through SMTP, or keeps it when no SMTP is configured, then
 * reports to billing's inbox. `emailId` (one per order) is the job id and the send-once key: a job that
 * runs twice sends once.
 */
export const SendOrderConfirmationJob = defineJob({
  name: 'ai.send-order-confirmation',
  retry: 'outlast-outage',
  queue: 'ai',
  schema: z.object({
    emailId: EntityId,
    orderId: EntityId,
    to: z.email(),
    businessName: z.string().min(1),
    package: PackageName,
    amountCents: Cents,
    paidAt: z.iso.datetime(),
    /** The Monday ('YYYY-MM-DD', the agency's) its sprint starts, when the week it was paid in had no spot left (decision 065). */
    startsOn: z.iso.date().nullable().optional(),
  }),
  result: z.object({ delivered: z.boolean() }),
});

/** The worker's report: what was rendered and what became of it, stored in billing's email log. */
export const OrderEmailReportedJob = defineJob({
  name: 'billing.order-email-reported',
  retry: 'outlast-outage',
  queue: 'billing-inbox',
  schema: z.object({
    emailId: EntityId,
    status: DeliveredEmailStatus,
    subject: z.string(),
    html: z.string(),
    text: z.string(),
    /** SMTP message id when sent. */
    messageId: z.string().nullable(),
    error: z.string().nullable(),
  }),
  result: z.object({ stored: z.boolean() }),
});

/**
 * From svc-billing when a renewal is not paid — declined, or the bank asks for 3-D Secure: svc-admin tells
 * the client once per invoice and issue, in its notifications and by email (a billing email, sent whatever
 * the client's notification emails setting). The job id (`paymentIssueJobId`) makes a repeat a no-op too.
 */
export const SubscriptionPaymentIssueJob = defineJob({
  name: 'admin.subscription-payment-issue',
  retry: 'outlast-outage',
  queue: 'admin-inbox',
  schema: z.object({ accountId: z.uuid(), invoiceId: z.string().min(1).max(255), issue: PaymentIssue, plan: SubscriptionPlanName }),
  result: z.object({ notified: z.boolean() }),
});

export const paymentIssueJobId = (invoiceId: string, issue: PaymentIssue) => `payment-issue-${invoiceId}-${issue}`;

/**
 * From svc-billing once an order is paid: the desk moves the business of the lead's email to Won, making it
 * from the order's lead form when the email has none (a walk-in buyer), and invites the buyer to the portal. Enqueued
 * with the confirmation email (and again by its sweep while that email waits), so the job id (`orderPaidJobId`)
 * keeps it to one move; the move itself is idempotent too.
 */
export const OrderPaidJob = defineJob({
  name: 'admin.order-paid',
  retry: 'outlast-outage',
  queue: 'admin-inbox',
  schema: z.object({
    orderId: EntityId,
    contactEmail: z.email(),
    package: PackageName,
    paidAt: z.iso.datetime({ offset: true }),
    /** When its sprint starts: the payment, or a later week's Monday when the paid week's spots were taken (absent from jobs queued before: the payment). */
    startsAt: z.iso.datetime({ offset: true }).optional(),
    /** The lead form the order was paid with (absent only from jobs queued before billing sent it). */
    lead: LockinLeadForm.optional(),
  }),
  result: z.object({ moved: z.boolean() }),
});
export const orderPaidJobId = (orderId: string) => `order-paid-${orderId}`;

/** From svc-billing when a client account's subscription first becomes active: the desk moves its business to Won. */
export const SubscriptionStartedJob = defineJob({
  name: 'admin.subscription-started',
  retry: 'outlast-outage',
  queue: 'admin-inbox',
  schema: z.object({ accountId: z.uuid(), subscriptionId: z.string().min(1).max(255), plan: SubscriptionPlanName }),
  result: z.object({ moved: z.boolean() }),
});
export const subscriptionStartedJobId = (subscriptionId: string) => `subscription-started-${subscriptionId}`;
