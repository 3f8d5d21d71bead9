/**
 * Every HTTP endpoint of every service, declared once: method, path, owning service, bounded context,
 * audience and whether it is rate limited. Nest controllers (`@Endpoint(name)` in server-kit), the
 * gateway's route table, the remotes' calls, the Pact tests, the route and authorization tests and the
 * API description all read this table. Its schemas sit beside it in `endpoint-schemas.ts` and the refusals
 * each may answer in `endpoint-refusals.ts`, keyed by the same names; this file holds no zod and no
 * refusal, so a page that reads a path loads neither.
 */

/** The services behind the gateway, by bounded context. */
export const ServiceName = ['intake', 'billing', 'admin'] as const;
export type ServiceName = (typeof ServiceName)[number];

/** Where every public endpoint lives; the gateway hands what is under it to the endpoint table. */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. `public`: anyone; `signed-in`: any session; `admin` / `client`: a session of
 * that kind (none → 401, the other kind → 403); `owner`: an admin session of the owner role (the team and
 * billing settings; a staff member or a client → 403, none → 401); `webhook`: a provider, proven by a signature, exempt from
 * the gateway's cross-origin check; `internal`: other services only, never routed by the gateway.
 */
export type Audience = 'public' | 'signed-in' | 'admin' | 'owner' | 'client' | 'webhook' | 'internal';

/**
 * The bounded context an endpoint belongs to, as the code is laid out: svc-intake and svc-billing are one
 * each; svc-admin holds the desk (the agency's record of each business), the calendar's public booking,
 * the client portal and the identity they share. The API description groups its operations by it.
 */
export const BoundedContexts = {
  intake: 'The intake wizard: a visitor describes the business and picks the workflows to automate (svc-intake).',
  billing: 'Checkout of fixed-price sprints, subscriptions and their payments, test-mode payments and Stripe webhooks (svc-billing).',
  booking: "A visitor books a strategy call on the agency's calendar, and moves or cancels it by the invite's signed links (svc-admin).",
  desk: "The agency's desk: each business's record, pipeline, emails, calls, plans, onboarding, orders, tickets and automations (svc-admin, staff sessions).",
  portal: 'The client portal: client accounts, their dashboard, notifications, tickets and savings reports, and the runs automations report (svc-admin, client sessions).',
  identity: "Staff sign-in (password and TOTP, or the agency's OpenID Connect provider), the team and its invites, sessions and sign-out (svc-admin).",
} as const;
export type BoundedContext = keyof typeof BoundedContexts;

export interface EndpointDeclaration {
  method: HttpMethod;
  /** `:name` marks a path parameter. */
  path: `/${string}`;
  service: ServiceName;
  context: BoundedContext;
  audience: Audience;
  /**
   * It may answer 429 with Retry-After: a per-address limit (`RateLimitGuard`, which the route test holds
   * to this flag) or a per-email, per-account or per-token limit in its service.
   */
  rateLimited?: true;
  /**
   * Served in one payment mode only: `test` (the Stripe simulator: no Stripe keys) or `live` (Stripe's keys);
   * in the other it answers 404 like a route that does not exist, and the API description leaves it out.
   */
  paymentMode?: PaymentMode;
  /**
   * The answer is a Server-Sent Events stream that stays open: the gateway passes it through as it comes,
   * with no body timeout (the service's heartbeats keep idle proxies from closing it).
   */
  eventStream?: true;
}

/** How a deployment takes payments: the offline Stripe simulator (`test`) or Stripe itself (`live`). */
export type PaymentMode = 'test' | 'live';

export const Endpoints = {
  // svc-intake
  businessIntake: { method: 'POST', path: '/api/business-intake', service: 'intake', context: 'intake', audience: 'public', rateLimited: true },
  workflowSelection: { method: 'POST', path: '/api/workflow-selection', service: 'intake', context: 'intake', audience: 'public', rateLimited: true },
  listSubmissions: { method: 'GET', path: '/internal/submissions', service: 'intake', context: 'intake', audience: 'internal' },
  submissionDetail: { method: 'GET', path: '/internal/submissions/:id', service: 'intake', context: 'intake', audience: 'internal' },
  deleteSubmission: { method: 'DELETE', path: '/internal/submissions/:id', service: 'intake', context: 'intake', audience: 'internal' },
  recordBusinessProgress: { method: 'PUT', path: '/internal/businesses/:id/progress', service: 'intake', context: 'intake', audience: 'internal' },
  mergeBusinesses: { method: 'POST', path: '/internal/businesses/:id/merge', service: 'intake', context: 'intake', audience: 'internal' },
  splitBusiness: { method: 'POST', path: '/internal/businesses/:id/split', service: 'intake', context: 'intake', audience: 'internal' },
  selectedWorkflows: { method: 'POST', path: '/internal/submissions/selected-workflows', service: 'intake', context: 'intake', audience: 'internal' },
  lookupBusinesses: { method: 'POST', path: '/internal/businesses/lookup', service: 'intake', context: 'intake', audience: 'internal' },
  submissionsByEmail: { method: 'POST', path: '/internal/submissions/by-email', service: 'intake', context: 'intake', audience: 'internal' },
  submissionsById: { method: 'POST', path: '/internal/submissions/by-id', service: 'intake', context: 'intake', audience: 'internal' },
  /** A lead made from a booking confirmed from its inbox: only the business name and email are known. */
  leadFromBooking: { method: 'POST', path: '/internal/submissions/from-booking', service: 'intake', context: 'intake', audience: 'internal' },
  /** The desk's board cards: the businesses it moved, by id, and a page of those it never moved (New). */
  businessCards: { method: 'POST', path: '/internal/businesses/cards', service: 'intake', context: 'intake', audience: 'internal' },
  /** A business in full at its latest submission, found by its own id or by any of its submissions' ids. */
  businessDetail: { method: 'GET', path: '/internal/businesses/:id', service: 'intake', context: 'intake', audience: 'internal' },
  dashboardStats: { method: 'GET', path: '/internal/dashboard-stats', service: 'intake', context: 'intake', audience: 'internal' },
  /** The desk's search: businesses by name, email or domain. */
  searchBusinesses: { method: 'GET', path: '/internal/search/businesses', service: 'intake', context: 'intake', audience: 'internal' },
  // svc-billing
  billingConfig: { method: 'GET', path: '/api/billing/config', service: 'billing', context: 'billing', audience: 'public' },
  createPaymentIntent: { method: 'POST', path: '/api/create-payment-intent', service: 'billing', context: 'billing', audience: 'public', rateLimited: true },
  confirmTestModePayment: { method: 'POST', path: '/api/billing/test-mode/confirm-payment', service: 'billing', context: 'billing', audience: 'public', rateLimited: true, paymentMode: 'test' },
  /** A recovery email's link: the token names the order, so it is the only credential. */
  resumeCheckout: { method: 'POST', path: '/api/checkout/resume', service: 'billing', context: 'billing', audience: 'public', rateLimited: true },
  checkoutOutcome: { method: 'POST', path: '/api/checkout/outcome', service: 'billing', context: 'billing', audience: 'public', rateLimited: true },
  stripeWebhook: { method: 'POST', path: '/api/webhooks/stripe', service: 'billing', context: 'billing', audience: 'webhook', paymentMode: 'live' },
  subscriptionPlans: { method: 'GET', path: '/api/subscription-plans', service: 'billing', context: 'billing', audience: 'public' },
  createSubscription: { method: 'POST', path: '/api/create-subscription', service: 'billing', context: 'billing', audience: 'client' },
  updateSubscription: { method: 'POST', path: '/api/update-subscription', service: 'billing', context: 'billing', audience: 'client' },
  cancelSubscription: { method: 'POST', path: '/api/cancel-subscription', service: 'billing', context: 'billing', audience: 'client' },
  resumeSubscription: { method: 'POST', path: '/api/subscription/resume', service: 'billing', context: 'billing', audience: 'client' },
  undoScheduledChange: { method: 'POST', path: '/api/subscription/scheduled-change/undo', service: 'billing', context: 'billing', audience: 'client' },
  previewPlanChange: { method: 'GET', path: '/api/subscription/change-preview', service: 'billing', context: 'billing', audience: 'client' },
  updatePaymentMethod: { method: 'POST', path: '/api/subscription/payment-method', service: 'billing', context: 'billing', audience: 'client' },
  createTestModePaymentMethod: { method: 'POST', path: '/api/billing/test-mode/payment-methods', service: 'billing', context: 'billing', audience: 'public', rateLimited: true, paymentMode: 'test' },
  authenticateTestModePayment: { method: 'POST', path: '/api/billing/test-mode/authenticate', service: 'billing', context: 'billing', audience: 'public', rateLimited: true, paymentMode: 'test' },
  testClock: { method: 'GET', path: '/api/admin/billing/test-clock', service: 'billing', context: 'billing', audience: 'admin', paymentMode: 'test' },
  advanceTestClock: { method: 'POST', path: '/api/admin/billing/test-clock/advance', service: 'billing', context: 'billing', audience: 'owner', paymentMode: 'test' },
  accountSubscription: { method: 'GET', path: '/internal/subscriptions/by-account/:accountId', service: 'billing', context: 'billing', audience: 'internal' },
  subscriptionSummary: { method: 'GET', path: '/internal/subscriptions/summary', service: 'billing', context: 'billing', audience: 'internal' },
  listOrders: { method: 'GET', path: '/internal/orders', service: 'billing', context: 'billing', audience: 'internal' },
  leadPhones: { method: 'POST', path: '/internal/orders/lead-phones', service: 'billing', context: 'billing', audience: 'internal' },
  orderEmails: { method: 'POST', path: '/internal/orders/emails', service: 'billing', context: 'billing', audience: 'internal' },
  forgetCustomer: { method: 'POST', path: '/internal/orders/forget', service: 'billing', context: 'billing', audience: 'internal' },
  createCheckoutResumeLink: { method: 'POST', path: '/internal/orders/:id/resume-link', service: 'billing', context: 'billing', audience: 'internal' },
  withdrawCheckoutResumeLinks: { method: 'POST', path: '/internal/orders/:id/resume-links/withdraw', service: 'billing', context: 'billing', audience: 'internal' },
  refundOrder: { method: 'POST', path: '/internal/orders/:id/refund', service: 'billing', context: 'billing', audience: 'internal' },
  /** The desk's search: the leads whose checkout phone holds some digits. */
  searchLeadPhones: { method: 'GET', path: '/internal/search/lead-phones', service: 'billing', context: 'billing', audience: 'internal' },
  // svc-admin
  openCallSlots: { method: 'GET', path: '/api/calls/open-slots', service: 'admin', context: 'booking', audience: 'public' },
  bookCall: { method: 'POST', path: '/api/calls/book', service: 'admin', context: 'booking', audience: 'public', rateLimited: true },
  /** The invite's signed links: the token names the call and what it may do, so it is the only credential. */
  callByLink: { method: 'POST', path: '/api/calls/by-link', service: 'admin', context: 'booking', audience: 'public', rateLimited: true },
  /** A held booking's confirmation link: the token names the hold, so it is the only credential; read, then used once. */
  callHold: { method: 'POST', path: '/api/calls/hold', service: 'admin', context: 'booking', audience: 'public', rateLimited: true },
  confirmCallHold: { method: 'POST', path: '/api/calls/hold/confirm', service: 'admin', context: 'booking', audience: 'public', rateLimited: true },
  rescheduleCallByLink: { method: 'POST', path: '/api/calls/by-link/reschedule', service: 'admin', context: 'booking', audience: 'public', rateLimited: true },
  cancelCallByLink: { method: 'POST', path: '/api/calls/by-link/cancel', service: 'admin', context: 'booking', audience: 'public', rateLimited: true },
  authUser: { method: 'GET', path: '/api/auth/user', service: 'admin', context: 'identity', audience: 'signed-in' },
  logout: { method: 'GET', path: '/api/logout', service: 'admin', context: 'identity', audience: 'public' },
  adminLogin: { method: 'POST', path: '/api/admin/login', service: 'admin', context: 'identity', audience: 'public', rateLimited: true },
  /** Public: it ends whatever session the cookie names, so an expired one still signs out cleanly. */
  adminLogout: { method: 'POST', path: '/api/admin/logout', service: 'admin', context: 'identity', audience: 'public' },
  staffLogin: { method: 'POST', path: '/api/admin/staff-login', service: 'admin', context: 'identity', audience: 'public', rateLimited: true },
  staffLoginVerify: { method: 'POST', path: '/api/admin/staff-login/verify', service: 'admin', context: 'identity', audience: 'public', rateLimited: true },
  singleSignOnOffer: { method: 'GET', path: '/api/admin/sso', service: 'admin', context: 'identity', audience: 'public' },
  startSingleSignOn: { method: 'POST', path: '/api/admin/sso/start', service: 'admin', context: 'identity', audience: 'public', rateLimited: true },
  finishSingleSignOn: { method: 'POST', path: '/api/admin/sso/finish', service: 'admin', context: 'identity', audience: 'public', rateLimited: true },
  setSingleSignOnPolicy: { method: 'PUT', path: '/api/admin/team/sso', service: 'admin', context: 'identity', audience: 'owner' },
  startStaffEnrolment: { method: 'POST', path: '/api/admin/invites/enrolment', service: 'admin', context: 'identity', audience: 'public', rateLimited: true },
  acceptStaffInvite: { method: 'POST', path: '/api/admin/invites/accept', service: 'admin', context: 'identity', audience: 'public', rateLimited: true },
  /** A staff account's own password (the bootstrap owner has none: 404). */
  changeStaffPassword: { method: 'POST', path: '/api/admin/account/password', service: 'admin', context: 'identity', audience: 'admin', rateLimited: true },
  team: { method: 'GET', path: '/api/admin/team', service: 'admin', context: 'identity', audience: 'owner' },
  inviteStaff: { method: 'POST', path: '/api/admin/team/invites', service: 'admin', context: 'identity', audience: 'owner' },
  withdrawStaffInvite: { method: 'DELETE', path: '/api/admin/team/invites/:id', service: 'admin', context: 'identity', audience: 'owner' },
  removeStaffMember: { method: 'DELETE', path: '/api/admin/team/:id', service: 'admin', context: 'identity', audience: 'owner' },
  adminStatus: { method: 'GET', path: '/api/admin/status', service: 'admin', context: 'identity', audience: 'admin' },
  adminDashboard: { method: 'GET', path: '/api/admin/dashboard', service: 'admin', context: 'desk', audience: 'admin' },
  adminOrders: { method: 'GET', path: '/api/admin/orders', service: 'admin', context: 'desk', audience: 'admin' },
  /** Money leaves the agency: the owner only. */
  adminRefundOrder: { method: 'POST', path: '/api/admin/orders/:id/refund', service: 'admin', context: 'desk', audience: 'owner' },
  chooseSprintWorkflows: { method: 'POST', path: '/api/admin/orders/:id/automations', service: 'admin', context: 'desk', audience: 'admin' },
  workflowCatalog: { method: 'GET', path: '/api/admin/workflow-catalog', service: 'admin', context: 'desk', audience: 'admin' },
  checkoutRecoveryTemplate: { method: 'GET', path: '/api/admin/email-templates/checkout-recovery', service: 'admin', context: 'desk', audience: 'admin' },
  updateCheckoutRecoveryTemplate: { method: 'PUT', path: '/api/admin/email-templates/checkout-recovery', service: 'admin', context: 'desk', audience: 'admin' },
  /** The recovery email for one of the business's unpaid checkouts, with a link that resumes it. */
  sendCheckoutRecovery: { method: 'POST', path: '/api/admin/clients/:id/checkout-recovery', service: 'admin', context: 'desk', audience: 'admin' },
  /** Every resume link sent for one of the business's checkouts stops working (a forwarded or mistyped email). */
  withdrawCheckoutRecovery: { method: 'POST', path: '/api/admin/clients/:id/checkout-recovery/withdraw', service: 'admin', context: 'desk', audience: 'admin' },
  adminSubscriptions: { method: 'GET', path: '/api/admin/subscriptions', service: 'admin', context: 'desk', audience: 'admin' },
  deskTickets: { method: 'GET', path: '/api/admin/support-tickets', service: 'admin', context: 'desk', audience: 'admin' },
  deskTicket: { method: 'GET', path: '/api/admin/support-tickets/:id', service: 'admin', context: 'desk', audience: 'admin' },
  replyToTicket: { method: 'POST', path: '/api/admin/support-tickets/:id/replies', service: 'admin', context: 'desk', audience: 'admin' },
  setTicketStatus: { method: 'POST', path: '/api/admin/support-tickets/:id/status', service: 'admin', context: 'desk', audience: 'admin' },
  exportSubmissions: { method: 'GET', path: '/api/admin/submissions/export', service: 'admin', context: 'desk', audience: 'admin' },
  submissionProfile: { method: 'GET', path: '/api/admin/clients/:id/profile', service: 'admin', context: 'desk', audience: 'admin' },
  /** The record page's: a business's record at its latest submission, by the business's id or one of its submissions'. */
  businessRecord: { method: 'GET', path: '/api/admin/businesses/:id', service: 'admin', context: 'desk', audience: 'admin' },
  planPdf: { method: 'GET', path: '/api/admin/clients/:id/plan/pdf', service: 'admin', context: 'desk', audience: 'admin' },
  planPdfByLink: { method: 'GET', path: '/api/plan-pdf/:token', service: 'admin', context: 'desk', audience: 'public' },
  generateEmail: { method: 'POST', path: '/api/admin/generate-email', service: 'admin', context: 'desk', audience: 'admin' },
  sendEmail: { method: 'POST', path: '/api/admin/send-email', service: 'admin', context: 'desk', audience: 'admin' },
  resendEmail: { method: 'POST', path: '/api/admin/emails/:id/resend', service: 'admin', context: 'desk', audience: 'admin' },
  callOptions: { method: 'GET', path: '/api/admin/call-options', service: 'admin', context: 'desk', audience: 'admin' },
  scheduleCall: { method: 'POST', path: '/api/admin/schedule-call', service: 'admin', context: 'desk', audience: 'admin' },
  generateMeetingLink: { method: 'POST', path: '/api/admin/generate-meeting-link', service: 'admin', context: 'desk', audience: 'admin' },
  rescheduleCall: { method: 'POST', path: '/api/admin/calls/:id/reschedule', service: 'admin', context: 'desk', audience: 'admin' },
  cancelCall: { method: 'POST', path: '/api/admin/calls/:id/cancel', service: 'admin', context: 'desk', audience: 'admin' },
  deskCalls: { method: 'GET', path: '/api/admin/calls', service: 'admin', context: 'desk', audience: 'admin' },
  generateOnboardingForm: { method: 'POST', path: '/api/clients/:id/generate-onboarding-form', service: 'admin', context: 'desk', audience: 'admin' },
  downloadOnboardingForm: { method: 'POST', path: '/api/clients/:id/download-onboarding-form', service: 'admin', context: 'desk', audience: 'admin' },
  /** Emails the client a signed link to fill its onboarding form online. */
  sendOnboardingLink: { method: 'POST', path: '/api/admin/clients/:id/onboarding-link', service: 'admin', context: 'desk', audience: 'admin' },
  /** Every onboarding link emailed to the business so far stops working (a leaked or mistyped one). */
  withdrawOnboardingLinks: { method: 'POST', path: '/api/admin/clients/:id/onboarding-link/withdraw', service: 'admin', context: 'desk', audience: 'admin' },
  /** The emailed link's form: its signed token names the business, so it is the only credential. */
  onboardingFormByLink: { method: 'POST', path: '/api/onboarding/form', service: 'admin', context: 'desk', audience: 'public', rateLimited: true },
  submitOnboardingByLink: { method: 'POST', path: '/api/onboarding/answers', service: 'admin', context: 'desk', audience: 'public', rateLimited: true },
  eraseSubmission: { method: 'DELETE', path: '/api/admin/clients/:id', service: 'admin', context: 'desk', audience: 'admin' },
  /** The business of a submission moved in the pipeline by hand. */
  moveBusinessStage: { method: 'POST', path: '/api/admin/clients/:id/stage', service: 'admin', context: 'desk', audience: 'admin' },
  /** The pipeline as a board: a page of each stage's businesses, with each stage's total. */
  pipelineBoard: { method: 'GET', path: '/api/admin/pipeline', service: 'admin', context: 'desk', audience: 'admin' },
  /** Another address of the business of a submission joins it; undone by its id. */
  mergeBusiness: { method: 'POST', path: '/api/admin/clients/:id/merge', service: 'admin', context: 'desk', audience: 'admin' },
  /** Who owns the business of a submission (its next steps are its tasks). */
  setFollowUp: { method: 'PUT', path: '/api/admin/clients/:id/follow-up', service: 'admin', context: 'desk', audience: 'admin' },
  addBusinessNote: { method: 'POST', path: '/api/admin/clients/:id/notes', service: 'admin', context: 'desk', audience: 'admin' },
  /** The tasks of the business of a submission; any member may add, change, complete or delete any task. */
  businessTasks: { method: 'GET', path: '/api/admin/clients/:id/tasks', service: 'admin', context: 'desk', audience: 'admin' },
  createTask: { method: 'POST', path: '/api/admin/clients/:id/tasks', service: 'admin', context: 'desk', audience: 'admin' },
  updateTask: { method: 'PUT', path: '/api/admin/tasks/:id', service: 'admin', context: 'desk', audience: 'admin' },
  /** Done or open again; completing a repeating task creates its next one. */
  setTaskDone: { method: 'POST', path: '/api/admin/tasks/:id/done', service: 'admin', context: 'desk', audience: 'admin' },
  deleteTask: { method: 'DELETE', path: '/api/admin/tasks/:id', service: 'admin', context: 'desk', audience: 'admin' },
  /** A call or meeting that happened, into the business's timeline. */
  logActivity: { method: 'POST', path: '/api/admin/clients/:id/activities', service: 'admin', context: 'desk', audience: 'admin' },
  myDay: { method: 'GET', path: '/api/admin/my-day', service: 'admin', context: 'desk', audience: 'admin' },
  myDayTasks: { method: 'GET', path: '/api/admin/my-day/tasks', service: 'admin', context: 'desk', audience: 'admin' },
  /** One search across the desk: businesses, tickets, emails, notes, calls and onboarding answers, by kind. */
  deskSearch: { method: 'GET', path: '/api/admin/search', service: 'admin', context: 'desk', audience: 'admin' },
  /** The caller's notifications, newest first, and how many are unread. */
  staffNotifications: { method: 'GET', path: '/api/admin/notifications', service: 'admin', context: 'desk', audience: 'admin' },
  markStaffNotificationRead: { method: 'POST', path: '/api/admin/notifications/:id/read', service: 'admin', context: 'desk', audience: 'admin' },
  markAllStaffNotificationsRead: { method: 'POST', path: '/api/admin/notifications/read-all', service: 'admin', context: 'desk', audience: 'admin' },
  staffNotificationPreferences: { method: 'GET', path: '/api/admin/notifications/preferences', service: 'admin', context: 'desk', audience: 'admin' },
  /** Which kinds of notification also come to the caller by email. */
  updateStaffNotificationPreferences: { method: 'PUT', path: '/api/admin/notifications/preferences', service: 'admin', context: 'desk', audience: 'admin' },
  /** Server-Sent Events: each new notification of the caller as it is made, and a heartbeat comment. */
  staffNotificationStream: { method: 'GET', path: '/api/admin/notifications/stream', service: 'admin', context: 'desk', audience: 'admin', eventStream: true },
  /** The team's names, for choosing an owner (the team screen itself is the owners'). */
  staffDirectory: { method: 'GET', path: '/api/admin/staff', service: 'admin', context: 'desk', audience: 'admin' },
  undoBusinessMerge: { method: 'POST', path: '/api/admin/merges/:id/undo', service: 'admin', context: 'desk', audience: 'admin' },
  // svc-admin: the client portal's accounts (a client *account*, not a submission)
  clientSignup: { method: 'POST', path: '/api/client/signup', service: 'admin', context: 'portal', audience: 'public', rateLimited: true },
  clientLogin: { method: 'POST', path: '/api/client/login', service: 'admin', context: 'portal', audience: 'public', rateLimited: true },
  /** Public: it answers `authenticated: false` to a visitor without a client session rather than a 401. */
  clientStatus: { method: 'GET', path: '/api/client/status', service: 'admin', context: 'portal', audience: 'public' },
  /** Public: it ends whatever session the cookie names, as the admin's does. */
  clientLogout: { method: 'POST', path: '/api/client/logout', service: 'admin', context: 'portal', audience: 'public' },
  clientDashboard: { method: 'GET', path: '/api/client/dashboard', service: 'admin', context: 'portal', audience: 'client' },
  requestPasswordReset: { method: 'POST', path: '/api/client/password-reset', service: 'admin', context: 'portal', audience: 'public', rateLimited: true },
  confirmPasswordReset: { method: 'POST', path: '/api/client/password-reset/confirm', service: 'admin', context: 'portal', audience: 'public', rateLimited: true },
  verifyEmail: { method: 'POST', path: '/api/client/verify-email', service: 'admin', context: 'portal', audience: 'public', rateLimited: true },
  declineVerification: { method: 'POST', path: '/api/client/verify-email/decline', service: 'admin', context: 'portal', audience: 'public', rateLimited: true },
  undoEmailChange: { method: 'POST', path: '/api/client/email/undo', service: 'admin', context: 'portal', audience: 'public', rateLimited: true },
  resendVerification: { method: 'POST', path: '/api/client/verify-email/resend', service: 'admin', context: 'portal', audience: 'client', rateLimited: true },
  changeClientPassword: { method: 'POST', path: '/api/client/password', service: 'admin', context: 'portal', audience: 'client', rateLimited: true },
  changeClientEmail: { method: 'POST', path: '/api/client/email', service: 'admin', context: 'portal', audience: 'client', rateLimited: true },
  endOtherClientSessions: { method: 'POST', path: '/api/client/sessions/end-others', service: 'admin', context: 'portal', audience: 'client' },
  markNotificationRead: { method: 'POST', path: '/api/client/notifications/:id/read', service: 'admin', context: 'portal', audience: 'client' },
  markAllNotificationsRead: { method: 'POST', path: '/api/client/notifications/read-all', service: 'admin', context: 'portal', audience: 'client' },
  updateClientPreferences: { method: 'PATCH', path: '/api/client/preferences', service: 'admin', context: 'portal', audience: 'client' },
  requestResume: { method: 'POST', path: '/api/client/automations/:id/resume-request', service: 'admin', context: 'portal', audience: 'client' },
  createSupportTicket: { method: 'POST', path: '/api/client/support-tickets', service: 'admin', context: 'portal', audience: 'client' },
  listSupportTickets: { method: 'GET', path: '/api/client/support-tickets', service: 'admin', context: 'portal', audience: 'client' },
  answerSupportTicket: { method: 'POST', path: '/api/client/support-tickets/:id/messages', service: 'admin', context: 'portal', audience: 'client' },
  clientOnboarding: { method: 'GET', path: '/api/client/onboarding', service: 'admin', context: 'desk', audience: 'client' },
  submitClientOnboarding: { method: 'POST', path: '/api/client/onboarding', service: 'admin', context: 'desk', audience: 'client' },
  clientResources: { method: 'GET', path: '/api/client/resources', service: 'admin', context: 'portal', audience: 'client' },
  savingsReportCsv: { method: 'GET', path: '/api/client/reports/savings.csv', service: 'admin', context: 'portal', audience: 'client' },
  savingsReportPdf: { method: 'GET', path: '/api/client/reports/savings.pdf', service: 'admin', context: 'portal', audience: 'client' },
  updateAutomation: { method: 'PATCH', path: '/api/admin/automations/:id', service: 'admin', context: 'desk', audience: 'admin' },
  issueAutomationIngestToken: { method: 'POST', path: '/api/admin/automations/:id/ingest-token', service: 'admin', context: 'desk', audience: 'admin' },
  /** The agency's automation platform reports runs: the automation's bearer token is the credential (no session, no Origin). */
  reportAutomationRuns: { method: 'POST', path: '/api/automations/:id/runs', service: 'admin', context: 'portal', audience: 'webhook', rateLimited: true },
} as const satisfies Record<string, EndpointDeclaration>;

export type EndpointName = keyof typeof Endpoints;

export const endpointNames = Object.keys(Endpoints) as EndpointName[];

/** The endpoints one service serves (its route test compares them with what it really serves). */
export function endpointsOf(service: ServiceName): EndpointName[] {
  return endpointNames.filter((name) => Endpoints[name].service === service);
}

/** An endpoint's concrete path: `endpointPath('submissionDetail', { id })` → `/internal/submissions/<id>`. */
export function endpointPath(name: EndpointName, params: Readonly<Record<string, string>> = {}): string {
  return Endpoints[name].path.replace(/:([a-zA-Z]+)/g, (_, param: string) => {
    const value = params[param];
    if (value === undefined) throw new Error(`endpointPath: missing :${param} for ${name}`);
    return encodeURIComponent(value);
  });
}

/** The parts of a call that make its URL. */
export interface EndpointUrlParts {
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string | number | undefined>>;
}

/** The URL of a call: the declared path with its parameters filled in, and the query string (undefined values left out). */
export function endpointUrl(name: EndpointName, { params, query }: EndpointUrlParts = {}): string {
  const path = endpointPath(name, params);
  const pairs = Object.entries(query ?? {}).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  return pairs.length ? `${path}?${new URLSearchParams(pairs.map(([key, value]): [string, string] => [key, String(value)]))}` : path;
}
