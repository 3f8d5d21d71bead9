import { z } from 'zod';
import { Cents, EntityId } from '../common';
import { LockinLeadForm } from '../lockin/lockin-form';
import { Packages } from '../lockin/package-catalog';
import { PackageName } from '../lockin/packages';
import { AgencyEmail } from '../admin/email-log';
import { GUARANTEE_DAYS } from '../constants';

/**
 * A sprint order: created pending with the checkout, paid or payment_failed by the provider. A paid
 * order never goes back (a late failure event after success changes nothing); a failed one may still be
 * paid by a retry with another card. The agency may refund a paid one within the money-back guarantee:
 * refunded is final.
 */
export const OrderStatus = z.enum(['pending', 'paid', 'payment_failed', 'refunded']);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** Where the order's confirmation email stands: none yet, queued for the worker, sent by SMTP, kept in the log (no SMTP), failed. */
export const EmailStatus = z.enum(['none', 'queued', 'sent', 'logged', 'failed']);
export type EmailStatus = z.infer<typeof EmailStatus>;

/** A checkout that is not paid this long after it began is abandoned: the agency follows it up. */
export const CHECKOUT_ABANDONED_AFTER_HOURS = 24;

/** Where an order stands for the agency: its status, except that an unpaid one turns `abandoned` with age. */
export const OrderStage = z.enum(['paid', 'pending', 'payment_failed', 'abandoned', 'refunded']);
export type OrderStage = z.infer<typeof OrderStage>;

export const OrderStageLabel: Record<OrderStage, string> = {
  paid: 'Paid',
  pending: 'Pending',
  payment_failed: 'Payment failed',
  abandoned: 'Abandoned',
  refunded: 'Refunded',
};

/** How the admin's Orders tab words where an order's confirmation email stands. */
export const EmailStatusLabel: Record<EmailStatus, string> = {
  none: 'Not due',
  queued: 'Queued',
  sent: 'Sent',
  logged: 'Logged (no SMTP)',
  failed: 'Failed',
};

export const Order = z.object({
  id: EntityId,
  package: PackageName,
  amountCents: Cents,
  currency: z.literal('usd'),
  status: OrderStatus,
  stage: OrderStage,
  /** Stripe's PaymentIntent id (or the test-mode one). */
  paymentIntentId: z.string(),
  lead: LockinLeadForm.nullable(),
  /** The provider's last decline message, when the last attempt failed. */
  failureMessage: z.string().nullable(),
  confirmationEmail: EmailStatus,
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  /** Not in the spec: when the agency refunded it (the whole amount), null otherwise. */
  refundedAt: z.iso.datetime().nullable(),
});
export type Order = z.infer<typeof Order>;

/** Whether a paid order is still inside SPEC §9's money-back guarantee at `now` (ms): GUARANTEE_DAYS from its payment. */
export function withinGuarantee(paidAt: string, now: number): boolean {
  return now < Date.parse(paidAt) + GUARANTEE_DAYS * 24 * 60 * 60 * 1000;
}

/** POST /internal/orders/:id/refund: the whole amount back through the provider, once; a second call answers the refunded order, `refunded` false. */
export const OrderIdParams = z.object({ id: EntityId });
export const RefundOrderResponse = z.object({ order: Order, refunded: z.boolean() });
export type RefundOrderResponse = z.infer<typeof RefundOrderResponse>;

export const ORDERS_PAGE_SIZE_DEFAULT = 20;
export const ORDERS_PAGE_SIZE_MAX = 100;

/**
 * GET /internal/orders?stage=&search=&email=&page=&pageSize=, newest first. search: a part of the lead's
 * business name or email; email: the lead's whole email, any case (one client's orders).
 */
export const OrderListQuery = z.object({
  stage: z.enum(['all', ...OrderStage.options]).default('all'),
  search: z.string().trim().max(200).optional(),
  email: z.email().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ORDERS_PAGE_SIZE_MAX).default(ORDERS_PAGE_SIZE_DEFAULT),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

export const OrderListResponse = z.object({
  orders: z.array(Order),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type OrderListResponse = z.infer<typeof OrderListResponse>;

/**
 * POST /internal/orders/forget: a deleted client's orders (their lead's email matches, case-insensitively)
 * keep their money record (package, amount, status, payment intent, dates) and lose the lead and the emails.
 */
export const ForgetCustomerRequest = z.object({ email: z.email() });
export type ForgetCustomerRequest = z.infer<typeof ForgetCustomerRequest>;
export const ForgetCustomerResponse = z.object({ orders: z.number().int().nonnegative() });
export type ForgetCustomerResponse = z.infer<typeof ForgetCustomerResponse>;

/** The most addresses one phone lookup takes: a page of the desk's CSV export. */
export const LEAD_PHONES_LOOKUP_MAX = 1000;

/** POST /internal/orders/lead-phones: the phone each address last gave at a checkout (lower-cased addresses; none: it never checked out). */
export const LeadPhonesRequest = z.object({ emails: z.array(z.email()).max(LEAD_PHONES_LOOKUP_MAX) });
export type LeadPhonesRequest = z.infer<typeof LeadPhonesRequest>;
export const LeadPhonesResponse = z.object({ phones: z.array(z.object({ email: z.string(), phone: z.string() })) });
export type LeadPhonesResponse = z.infer<typeof LeadPhonesResponse>;

/** The confirmation's subject: the worker's, and the one the record shows while the email is not rendered yet. */
export const orderConfirmationSubject = (pkg: PackageName) => `Your ${Packages[pkg].title} is confirmed — next steps`;

/**
 * POST /internal/orders/emails: billing's emails to these addresses (any case; a business's every address in
 * one call), newest first, with where each stands: the desk's record lists them beside the agency's.
 */
export const OrderEmailsRequest = z.object({ emails: z.array(z.email()).min(1).max(LEAD_PHONES_LOOKUP_MAX) });
export type OrderEmailsRequest = z.infer<typeof OrderEmailsRequest>;
export const OrderEmailsResponse = z.object({ emails: z.array(AgencyEmail) });
export type OrderEmailsResponse = z.infer<typeof OrderEmailsResponse>;
