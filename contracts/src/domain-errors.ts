import type { BillingErrorCode, DeskErrorCode, IntakeErrorCode, PortalErrorCode } from './errors';

/** The codes a context answers on purpose, beyond the common ones every endpoint may meet. */
export type DomainErrorCode = IntakeErrorCode | BillingErrorCode | DeskErrorCode | PortalErrorCode;

export interface DomainErrorAnswer {
  /** The one status the code is answered with (server-kit's `DomainError` reads it from here). */
  readonly status: number;
  /** When it is answered, for the API description. */
  readonly means: string;
}

/**
 * Each domain code's status and meaning, declared once. An endpoint lists the codes it may answer in its
 * declaration (`refuses`); the API description documents them per status, and in tests a service answering
 * a code its endpoint does not list fails the request (server-kit's error filter).
 */
export const DomainErrors = {
  // svc-intake
  SubmissionNotFound: { status: 404, means: 'no submission has that id.' },
  BusinessNotFound: { status: 404, means: 'no business has that id.' },
  IdempotencyKeyReused: { status: 409, means: 'the `Idempotency-Key` was first sent with other details.' },
  // svc-billing
  OrderNotFound: { status: 404, means: 'no order has that id or client secret.' },
  InvalidWebhookSignature: { status: 400, means: 'the `Stripe-Signature` header is missing, wrong for this body, or too old.' },
  PaymentsUnavailable: { status: 503, means: 'the payment provider could not be reached; the checkout can be retried.' },
  PaymentDeclined: { status: 402, means: 'the bank refused the card, or its authentication failed; the message says why.' },
  PaymentProviderRefused: { status: 502, means: 'the payment provider refused the call; it may be retried.' },
  SubscriptionNotChangeable: { status: 409, means: 'the account has no subscription in a state this change applies to.' },
  PaymentNotFound: { status: 404, means: 'no payment waits for authentication under that client secret.' },
  CheckoutLinkInvalid: { status: 404, means: 'the checkout link was never issued, or was altered.' },
  CheckoutLinkExpired: { status: 410, means: 'the checkout link is past its days, its order is paid, it was withdrawn, or it has resumed the checkout all the times it may.' },
  OrderAlreadyPaid: { status: 409, means: 'the order is paid already: nothing to recover.' },
  OrderNotRefundable: { status: 409, means: 'only a paid order can be refunded.' },
  GuaranteeEnded: { status: 422, means: "the order's money-back guarantee has ended." },
  // svc-admin: the desk and what it shares
  InvalidAdminPassword: { status: 401, means: 'the password is wrong.' },
  DocumentUnavailable: { status: 503, means: 'the worker did not render the document (down, swamped or failed); `Retry-After` says when to try again.' },
  PlanNotReady: { status: 409, means: 'the business has no generated plan yet.' },
  EmailNotFound: { status: 404, means: 'that email is not in the log.' },
  CallNotFound: { status: 404, means: 'no call has that id.' },
  CallNotScheduled: { status: 409, means: 'the call was cancelled.' },
  SlotTaken: { status: 409, means: 'the calendar has a call at that time; `details.nextFreeSlots` offers the next free ones.' },
  CallLinkInvalid: { status: 400, means: 'the link was altered, the call has started, or it changed since the link was sent.' },
  CallHoldInvalid: { status: 410, means: 'the held booking\'s confirmation link is unknown, was used, was replaced by a newer booking of the email, or its time is no longer kept.' },
  NoWorkflowsChosen: { status: 409, means: 'the business has chosen no workflows yet.' },
  NoOnboardingForm: { status: 409, means: 'no onboarding form has been generated for the business yet.' },
  OnboardingLinkInvalid: { status: 400, means: 'the onboarding link was altered or made for another use.' },
  OnboardingLinkExpired: { status: 410, means: 'the onboarding link is past its days, was withdrawn from the record, or has submitted all the answers it may.' },
  AutomationNotFound: { status: 404, means: 'no automation has that id (or none of this account).' },
  RunReportNotFound: { status: 404, means: 'the automation has no run report with that event id.' },
  ClientAccountNotFound: { status: 404, means: 'no client account has that id (never signed up, or deleted).' },
  PlanLimitReached: { status: 409, means: "the client's plan allows no more live automations." },
  InvalidStaffCredentials: { status: 401, means: 'the email or the password is wrong (the answer never says which).' },
  InvalidSecondFactor: { status: 401, means: 'the code is wrong, reused or late, or the challenge is gone: sign in again.' },
  InviteLinkInvalid: { status: 400, means: 'the invitation has expired or was used.' },
  PasswordSignInOff: { status: 403, means: "the owner's password-only sign-in is switched off, or the owner requires single sign-on." },
  SingleSignOnNotConnected: { status: 409, means: 'no OpenID Connect provider is connected (STAFF_SSO_ISSUER is unset).' },
  SingleSignOnRefused: { status: 401, means: "the provider's answer signs nobody in: started in another browser or expired, refused by the person, an unverified email or one off the allowed domains, no active member with it, or a member linked to another person there." },
  SingleSignOnUntried: { status: 409, means: 'the owner has not signed in with the provider yet: requiring it could lock them out.' },
  StaffEmailTaken: { status: 409, means: 'somebody on the team already uses that email.' },
  StaffMemberNotFound: { status: 404, means: 'no team member has that id.' },
  StaffInviteNotFound: { status: 404, means: 'no invitation has that id (never sent, or withdrawn already).' },
  StaffInviteAccepted: { status: 409, means: 'the invitation was accepted: its invitee is a member now, removed as one.' },
  CannotRemoveYourself: { status: 409, means: 'the owner cannot remove their own account.' },
  MergeNotFound: { status: 404, means: 'that merge is not in force (undone, or never made).' },
  PlanLinkInvalid: { status: 404, means: 'the plan link was not signed by this desk, or its email is gone.' },
  PlanLinkExpired: { status: 410, means: 'the plan link is past its days.' },
  SprintNotFound: { status: 404, means: 'no paid sprint has that order.' },
  SprintAlreadyChosen: { status: 409, means: 'the sprint has fewer automations left to choose than asked for.' },
  OrderAlreadyRefunded: { status: 409, means: 'the order was refunded already.' },
  TaskNotFound: { status: 404, means: 'no task has that id (or it was deleted).' },
  ProposalNotFound: { status: 404, means: 'no proposal has that id.' },
  ProposalDraftExists: { status: 409, means: 'the business has a draft proposal already: edit it, or withdraw it first.' },
  ProposalNotDraft: { status: 409, means: 'the proposal was sent: a change is a new version.' },
  ProposalValidityPassed: { status: 422, means: "the draft's validity date has passed: set a later one before sending." },
  ProposalClosed: { status: 409, means: 'the proposal was accepted, declined, expired or withdrawn already.' },
  ProposalLinkInvalid: { status: 400, means: 'the proposal link was altered or made for another use.' },
  ProposalLinkExpired: { status: 410, means: 'the proposal is past its validity, or a newer version replaced it.' },
  ProposalNotSigned: { status: 409, means: 'the proposal has no signature: only an accepted proposal prints as signed.' },
  ProposalChanged: { status: 409, means: 'the document signed is not the version sent: the page must be reloaded.' },
  StaffNotificationNotFound: { status: 404, means: 'no notification of this member has that id.' },
  NotificationStreamsFull: { status: 503, means: 'the member, or the service, has as many notification streams open as it keeps; `Retry-After` says when to try again (the desk polls meanwhile).' },
  // svc-admin: the client portal
  InvalidCredentials: { status: 401, means: 'the email or the password is wrong (the answer never says which).' },
  AccountGone: { status: 410, means: "the session's client account was deleted: sign up again." },
  ResetLinkInvalid: { status: 400, means: 'the reset link has expired or was used.' },
  VerificationLinkInvalid: { status: 400, means: 'the confirmation link has expired or was used.' },
  EmailTaken: { status: 409, means: 'the address an email change would move the account to has an account of its own now.' },
  UndoLinkInvalid: { status: 400, means: 'the link to undo an email change has expired, was used, or the former address has another account now.' },
  NotificationNotFound: { status: 404, means: 'no notification of this account has that id.' },
  NotResumable: { status: 409, means: 'only a paused automation of the account can be resumed.' },
  TicketNotFound: { status: 404, means: 'no ticket of this account has that id.' },
  IngestTokenInvalid: { status: 401, means: "no bearer token, or not the automation's current one." },
} as const satisfies Record<DomainErrorCode, DomainErrorAnswer>;

export const isDomainErrorCode = (code: string): code is DomainErrorCode => Object.hasOwn(DomainErrors, code);
