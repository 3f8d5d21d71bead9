import { z } from 'zod';

/** Field path (dot-joined) → the messages of SPEC §5 that failed for it. */
export const FieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrors>;

/**
 * The one error body every service and the gateway answer with. `code` is read as any string: a service
 * newer than the reader may answer a code the reader's build does not know, and its message still shows.
 * Writers are typed (`ErrorCode`, through server-kit's `AppError`).
 */
export const ErrorEnvelope = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: FieldErrors.optional(),
    /** What the error offers beyond its message, typed by its code's schema (e.g. `SlotTakenDetails`). */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** Codes shared by every process; each context adds its own (e.g. `SubmissionNotFound`). */
export const CommonErrorCode = {
  ValidationFailed: 'ValidationFailed',
  /** A request malformed beyond its body (a header the edge cannot forward, say). */
  BadRequest: 'BadRequest',
  Unauthorized: 'Unauthorized',
  Forbidden: 'Forbidden',
  NotFound: 'NotFound',
  MethodNotAllowed: 'MethodNotAllowed',
  PayloadTooLarge: 'PayloadTooLarge',
  RateLimited: 'RateLimited',
  ServiceUnavailable: 'ServiceUnavailable',
  Internal: 'Internal',
} as const;
export type CommonErrorCode = (typeof CommonErrorCode)[keyof typeof CommonErrorCode];

/** svc-intake's: submissions and their idempotent creation. */
export const IntakeErrorCode = ['SubmissionNotFound', 'BusinessNotFound', 'IdempotencyKeyReused'] as const;
export type IntakeErrorCode = (typeof IntakeErrorCode)[number];

/** svc-billing's: checkout, payments, subscriptions, Stripe's webhook. */
export const BillingErrorCode = ['OrderNotFound', 'InvalidWebhookSignature', 'PaymentsUnavailable', 'PaymentDeclined', 'PaymentProviderRefused', 'SubscriptionNotChangeable', 'PaymentNotFound', 'CheckoutLinkInvalid', 'CheckoutLinkExpired', 'OrderAlreadyPaid', 'OrderNotRefundable', 'GuaranteeEnded'] as const;
export type BillingErrorCode = (typeof BillingErrorCode)[number];

/** svc-admin's desk (the agency's context) and what it shares: staff sign-in, documents the worker renders (plan PDFs, savings reports). */
export const DeskErrorCode = ['InvalidAdminPassword', 'DocumentUnavailable', 'PlanNotReady', 'EmailNotFound', 'CallNotFound', 'CallNotScheduled', 'SlotTaken', 'CallLinkInvalid', 'CallHoldInvalid', 'NoWorkflowsChosen', 'NoOnboardingForm', 'OnboardingLinkInvalid', 'OnboardingLinkExpired', 'AutomationNotFound', 'RunReportNotFound', 'ClientAccountNotFound', 'PlanLimitReached', 'InvalidStaffCredentials', 'InvalidSecondFactor', 'InviteLinkInvalid', 'PasswordSignInOff', 'SingleSignOnNotConnected', 'SingleSignOnRefused', 'SingleSignOnUntried', 'StaffEmailTaken', 'StaffMemberNotFound', 'StaffInviteNotFound', 'StaffInviteAccepted', 'CannotRemoveYourself', 'MergeNotFound', 'PlanLinkInvalid', 'PlanLinkExpired', 'SprintNotFound', 'SprintAlreadyChosen', 'OrderAlreadyRefunded', 'TaskNotFound', 'StaffNotificationNotFound', 'NotificationStreamsFull', 'ProposalNotFound', 'ProposalDraftExists', 'ProposalNotDraft', 'ProposalValidityPassed', 'ProposalClosed', 'ProposalLinkInvalid', 'ProposalLinkExpired', 'ProposalChanged', 'ProposalNotSigned'] as const;
export type DeskErrorCode = (typeof DeskErrorCode)[number];

/** svc-admin's client portal: accounts, password resets, notifications (`AccountGone` also answers billing's client calls). */
export const PortalErrorCode = ['InvalidCredentials', 'AccountGone', 'ResetLinkInvalid', 'VerificationLinkInvalid', 'EmailTaken', 'UndoLinkInvalid', 'NotificationNotFound', 'NotResumable', 'TicketNotFound', 'IngestTokenInvalid'] as const;
export type PortalErrorCode = (typeof PortalErrorCode)[number];

/** Every code an error body may carry: the compiler refuses a thrown code declared nowhere. */
export type ErrorCode = CommonErrorCode | IntakeErrorCode | BillingErrorCode | DeskErrorCode | PortalErrorCode;

export const ErrorCodes: readonly ErrorCode[] = [...Object.values(CommonErrorCode), ...IntakeErrorCode, ...BillingErrorCode, ...DeskErrorCode, ...PortalErrorCode];

export const isErrorCode = (code: string): code is ErrorCode => (ErrorCodes as readonly string[]).includes(code);

/** Seconds a 503 tells the client to wait (`Retry-After`), from a service or the gateway: about a restart. */
export const RETRY_AFTER_SECONDS = 5;

/** The largest request body any endpoint takes (they read small JSON documents); larger is a 413. */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

/** The first message of each invalid field of a failed parse: what a form shows under the field. */
export function firstFieldErrors(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([field, messages]) => [field, messages[0]]));
}

/** Turns a failed zod parse into the `fields` map of the envelope. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}
