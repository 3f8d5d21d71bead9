/**
 * Every HTTP endpoint of every service, declared once: method, path, owning service and audience. Nest
 * controllers (`@Endpoint(name)` in server-kit), the gateway's route table, the remotes' calls, the Pact
 * tests and the route and authorization tests all read this table. Its schemas sit beside it in
 * `endpoint-schemas.ts`, keyed by the same names; this file holds no zod, so a page can read a path
 * without loading the schemas.
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

export interface EndpointDeclaration {
  method: HttpMethod;
  /** `:name` marks a path parameter. */
  path: `/${string}`;
  service: ServiceName;
  audience: Audience;
}

export const Endpoints = {
  // svc-intake
  businessIntake: { method: 'POST', path: '/api/business-intake', service: 'intake', audience: 'public' },
  workflowSelection: { method: 'POST', path: '/api/workflow-selection', service: 'intake', audience: 'public' },
  listSubmissions: { method: 'GET', path: '/internal/submissions', service: 'intake', audience: 'internal' },
  submissionDetail: { method: 'GET', path: '/internal/submissions/:id', service: 'intake', audience: 'internal' },
  deleteSubmission: { method: 'DELETE', path: '/internal/submissions/:id', service: 'intake', audience: 'internal' },
  recordBusinessProgress: { method: 'PUT', path: '/internal/businesses/:id/progress', service: 'intake', audience: 'internal' },
  mergeBusinesses: { method: 'POST', path: '/internal/businesses/:id/merge', service: 'intake', audience: 'internal' },
  splitBusiness: { method: 'POST', path: '/internal/businesses/:id/split', service: 'intake', audience: 'internal' },
  selectedWorkflows: { method: 'POST', path: '/internal/submissions/selected-workflows', service: 'intake', audience: 'internal' },
  lookupBusinesses: { method: 'POST', path: '/internal/businesses/lookup', service: 'intake', audience: 'internal' },
  submissionsByEmail: { method: 'POST', path: '/internal/submissions/by-email', service: 'intake', audience: 'internal' },
  /** The desk's board cards: the businesses it moved, by id, and a page of those it never moved (New). */
  businessCards: { method: 'POST', path: '/internal/businesses/cards', service: 'intake', audience: 'internal' },
  dashboardStats: { method: 'GET', path: '/internal/dashboard-stats', service: 'intake', audience: 'internal' },
  // svc-billing
  billingConfig: { method: 'GET', path: '/api/billing/config', service: 'billing', audience: 'public' },
  createPaymentIntent: { method: 'POST', path: '/api/create-payment-intent', service: 'billing', audience: 'public' },
  confirmTestModePayment: { method: 'POST', path: '/api/billing/test-mode/confirm-payment', service: 'billing', audience: 'public' },
  /** A recovery email's link: the token names the order, so it is the only credential. */
  resumeCheckout: { method: 'POST', path: '/api/checkout/resume', service: 'billing', audience: 'public' },
  checkoutOutcome: { method: 'POST', path: '/api/checkout/outcome', service: 'billing', audience: 'public' },
  stripeWebhook: { method: 'POST', path: '/api/webhooks/stripe', service: 'billing', audience: 'webhook' },
  subscriptionPlans: { method: 'GET', path: '/api/subscription-plans', service: 'billing', audience: 'public' },
  createSubscription: { method: 'POST', path: '/api/create-subscription', service: 'billing', audience: 'client' },
  updateSubscription: { method: 'POST', path: '/api/update-subscription', service: 'billing', audience: 'client' },
  cancelSubscription: { method: 'POST', path: '/api/cancel-subscription', service: 'billing', audience: 'client' },
  resumeSubscription: { method: 'POST', path: '/api/subscription/resume', service: 'billing', audience: 'client' },
  undoScheduledChange: { method: 'POST', path: '/api/subscription/scheduled-change/undo', service: 'billing', audience: 'client' },
  previewPlanChange: { method: 'GET', path: '/api/subscription/change-preview', service: 'billing', audience: 'client' },
  updatePaymentMethod: { method: 'POST', path: '/api/subscription/payment-method', service: 'billing', audience: 'client' },
  createTestModePaymentMethod: { method: 'POST', path: '/api/billing/test-mode/payment-methods', service: 'billing', audience: 'public' },
  authenticateTestModePayment: { method: 'POST', path: '/api/billing/test-mode/authenticate', service: 'billing', audience: 'public' },
  testClock: { method: 'GET', path: '/api/admin/billing/test-clock', service: 'billing', audience: 'admin' },
  advanceTestClock: { method: 'POST', path: '/api/admin/billing/test-clock/advance', service: 'billing', audience: 'owner' },
  accountSubscription: { method: 'GET', path: '/internal/subscriptions/by-account/:accountId', service: 'billing', audience: 'internal' },
  subscriptionSummary: { method: 'GET', path: '/internal/subscriptions/summary', service: 'billing', audience: 'internal' },
  listOrders: { method: 'GET', path: '/internal/orders', service: 'billing', audience: 'internal' },
  leadPhones: { method: 'POST', path: '/internal/orders/lead-phones', service: 'billing', audience: 'internal' },
  orderEmails: { method: 'POST', path: '/internal/orders/emails', service: 'billing', audience: 'internal' },
  forgetCustomer: { method: 'POST', path: '/internal/orders/forget', service: 'billing', audience: 'internal' },
  createCheckoutResumeLink: { method: 'POST', path: '/internal/orders/:id/resume-link', service: 'billing', audience: 'internal' },
  refundOrder: { method: 'POST', path: '/internal/orders/:id/refund', service: 'billing', audience: 'internal' },
  // svc-admin
  openCallSlots: { method: 'GET', path: '/api/calls/open-slots', service: 'admin', audience: 'public' },
  bookCall: { method: 'POST', path: '/api/calls/book', service: 'admin', audience: 'public' },
  /** The invite's signed links: the token names the call and what it may do, so it is the only credential. */
  callByLink: { method: 'POST', path: '/api/calls/by-link', service: 'admin', audience: 'public' },
  rescheduleCallByLink: { method: 'POST', path: '/api/calls/by-link/reschedule', service: 'admin', audience: 'public' },
  cancelCallByLink: { method: 'POST', path: '/api/calls/by-link/cancel', service: 'admin', audience: 'public' },
  authUser: { method: 'GET', path: '/api/auth/user', service: 'admin', audience: 'signed-in' },
  logout: { method: 'GET', path: '/api/logout', service: 'admin', audience: 'public' },
  adminLogin: { method: 'POST', path: '/api/admin/login', service: 'admin', audience: 'public' },
  /** Public: it ends whatever session the cookie names, so an expired one still signs out cleanly. */
  adminLogout: { method: 'POST', path: '/api/admin/logout', service: 'admin', audience: 'public' },
  staffLogin: { method: 'POST', path: '/api/admin/staff-login', service: 'admin', audience: 'public' },
  staffLoginVerify: { method: 'POST', path: '/api/admin/staff-login/verify', service: 'admin', audience: 'public' },
  startStaffEnrolment: { method: 'POST', path: '/api/admin/invites/enrolment', service: 'admin', audience: 'public' },
  acceptStaffInvite: { method: 'POST', path: '/api/admin/invites/accept', service: 'admin', audience: 'public' },
  /** A staff account's own password (the bootstrap owner has none: 404). */
  changeStaffPassword: { method: 'POST', path: '/api/admin/account/password', service: 'admin', audience: 'admin' },
  team: { method: 'GET', path: '/api/admin/team', service: 'admin', audience: 'owner' },
  inviteStaff: { method: 'POST', path: '/api/admin/team/invites', service: 'admin', audience: 'owner' },
  removeStaffMember: { method: 'DELETE', path: '/api/admin/team/:id', service: 'admin', audience: 'owner' },
  adminStatus: { method: 'GET', path: '/api/admin/status', service: 'admin', audience: 'admin' },
  adminDashboard: { method: 'GET', path: '/api/admin/dashboard', service: 'admin', audience: 'admin' },
  adminOrders: { method: 'GET', path: '/api/admin/orders', service: 'admin', audience: 'admin' },
  /** Money leaves the agency: the owner only. */
  adminRefundOrder: { method: 'POST', path: '/api/admin/orders/:id/refund', service: 'admin', audience: 'owner' },
  chooseSprintWorkflows: { method: 'POST', path: '/api/admin/orders/:id/automations', service: 'admin', audience: 'admin' },
  workflowCatalog: { method: 'GET', path: '/api/admin/workflow-catalog', service: 'admin', audience: 'admin' },
  checkoutRecoveryTemplate: { method: 'GET', path: '/api/admin/email-templates/checkout-recovery', service: 'admin', audience: 'admin' },
  updateCheckoutRecoveryTemplate: { method: 'PUT', path: '/api/admin/email-templates/checkout-recovery', service: 'admin', audience: 'admin' },
  /** The recovery email for one of the business's unpaid checkouts, with a link that resumes it. */
  sendCheckoutRecovery: { method: 'POST', path: '/api/admin/clients/:id/checkout-recovery', service: 'admin', audience: 'admin' },
  adminSubscriptions: { method: 'GET', path: '/api/admin/subscriptions', service: 'admin', audience: 'admin' },
  deskTickets: { method: 'GET', path: '/api/admin/support-tickets', service: 'admin', audience: 'admin' },
  deskTicket: { method: 'GET', path: '/api/admin/support-tickets/:id', service: 'admin', audience: 'admin' },
  replyToTicket: { method: 'POST', path: '/api/admin/support-tickets/:id/replies', service: 'admin', audience: 'admin' },
  setTicketStatus: { method: 'POST', path: '/api/admin/support-tickets/:id/status', service: 'admin', audience: 'admin' },
  exportSubmissions: { method: 'GET', path: '/api/admin/submissions/export', service: 'admin', audience: 'admin' },
  submissionProfile: { method: 'GET', path: '/api/admin/clients/:id/profile', service: 'admin', audience: 'admin' },
  planPdf: { method: 'GET', path: '/api/admin/clients/:id/plan/pdf', service: 'admin', audience: 'admin' },
  planPdfByLink: { method: 'GET', path: '/api/plan-pdf/:token', service: 'admin', audience: 'public' },
  generateEmail: { method: 'POST', path: '/api/admin/generate-email', service: 'admin', audience: 'admin' },
  sendEmail: { method: 'POST', path: '/api/admin/send-email', service: 'admin', audience: 'admin' },
  resendEmail: { method: 'POST', path: '/api/admin/emails/:id/resend', service: 'admin', audience: 'admin' },
  callOptions: { method: 'GET', path: '/api/admin/call-options', service: 'admin', audience: 'admin' },
  scheduleCall: { method: 'POST', path: '/api/admin/schedule-call', service: 'admin', audience: 'admin' },
  generateMeetingLink: { method: 'POST', path: '/api/admin/generate-meeting-link', service: 'admin', audience: 'admin' },
  rescheduleCall: { method: 'POST', path: '/api/admin/calls/:id/reschedule', service: 'admin', audience: 'admin' },
  cancelCall: { method: 'POST', path: '/api/admin/calls/:id/cancel', service: 'admin', audience: 'admin' },
  generateOnboardingForm: { method: 'POST', path: '/api/clients/:id/generate-onboarding-form', service: 'admin', audience: 'admin' },
  downloadOnboardingForm: { method: 'POST', path: '/api/clients/:id/download-onboarding-form', service: 'admin', audience: 'admin' },
  /** Emails the client a signed link to fill its onboarding form online. */
  sendOnboardingLink: { method: 'POST', path: '/api/admin/clients/:id/onboarding-link', service: 'admin', audience: 'admin' },
  /** The emailed link's form: its signed token names the business, so it is the only credential. */
  onboardingFormByLink: { method: 'POST', path: '/api/onboarding/form', service: 'admin', audience: 'public' },
  submitOnboardingByLink: { method: 'POST', path: '/api/onboarding/answers', service: 'admin', audience: 'public' },
  eraseSubmission: { method: 'DELETE', path: '/api/admin/clients/:id', service: 'admin', audience: 'admin' },
  /** The business of a submission moved in the pipeline by hand. */
  moveBusinessStage: { method: 'POST', path: '/api/admin/clients/:id/stage', service: 'admin', audience: 'admin' },
  /** The pipeline as a board: a page of each stage's businesses, with each stage's total. */
  pipelineBoard: { method: 'GET', path: '/api/admin/pipeline', service: 'admin', audience: 'admin' },
  /** Another address of the business of a submission joins it; undone by its id. */
  mergeBusiness: { method: 'POST', path: '/api/admin/clients/:id/merge', service: 'admin', audience: 'admin' },
  /** Who works the business of a submission, and its next step. */
  setFollowUp: { method: 'PUT', path: '/api/admin/clients/:id/follow-up', service: 'admin', audience: 'admin' },
  addBusinessNote: { method: 'POST', path: '/api/admin/clients/:id/notes', service: 'admin', audience: 'admin' },
  myDay: { method: 'GET', path: '/api/admin/my-day', service: 'admin', audience: 'admin' },
  /** The team's names, for choosing an owner (the team screen itself is the owners'). */
  staffDirectory: { method: 'GET', path: '/api/admin/staff', service: 'admin', audience: 'admin' },
  undoBusinessMerge: { method: 'POST', path: '/api/admin/merges/:id/undo', service: 'admin', audience: 'admin' },
  // svc-admin: the client portal's accounts (a client *account*, not a submission)
  clientSignup: { method: 'POST', path: '/api/client/signup', service: 'admin', audience: 'public' },
  clientLogin: { method: 'POST', path: '/api/client/login', service: 'admin', audience: 'public' },
  /** Public: it answers `authenticated: false` to a visitor without a client session rather than a 401. */
  clientStatus: { method: 'GET', path: '/api/client/status', service: 'admin', audience: 'public' },
  /** Public: it ends whatever session the cookie names, as the admin's does. */
  clientLogout: { method: 'POST', path: '/api/client/logout', service: 'admin', audience: 'public' },
  clientDashboard: { method: 'GET', path: '/api/client/dashboard', service: 'admin', audience: 'client' },
  requestPasswordReset: { method: 'POST', path: '/api/client/password-reset', service: 'admin', audience: 'public' },
  confirmPasswordReset: { method: 'POST', path: '/api/client/password-reset/confirm', service: 'admin', audience: 'public' },
  verifyEmail: { method: 'POST', path: '/api/client/verify-email', service: 'admin', audience: 'public' },
  resendVerification: { method: 'POST', path: '/api/client/verify-email/resend', service: 'admin', audience: 'client' },
  changeClientPassword: { method: 'POST', path: '/api/client/password', service: 'admin', audience: 'client' },
  changeClientEmail: { method: 'POST', path: '/api/client/email', service: 'admin', audience: 'client' },
  endOtherClientSessions: { method: 'POST', path: '/api/client/sessions/end-others', service: 'admin', audience: 'client' },
  markNotificationRead: { method: 'POST', path: '/api/client/notifications/:id/read', service: 'admin', audience: 'client' },
  markAllNotificationsRead: { method: 'POST', path: '/api/client/notifications/read-all', service: 'admin', audience: 'client' },
  updateClientPreferences: { method: 'PATCH', path: '/api/client/preferences', service: 'admin', audience: 'client' },
  requestResume: { method: 'POST', path: '/api/client/automations/:id/resume-request', service: 'admin', audience: 'client' },
  createSupportTicket: { method: 'POST', path: '/api/client/support-tickets', service: 'admin', audience: 'client' },
  listSupportTickets: { method: 'GET', path: '/api/client/support-tickets', service: 'admin', audience: 'client' },
  answerSupportTicket: { method: 'POST', path: '/api/client/support-tickets/:id/messages', service: 'admin', audience: 'client' },
  clientOnboarding: { method: 'GET', path: '/api/client/onboarding', service: 'admin', audience: 'client' },
  submitClientOnboarding: { method: 'POST', path: '/api/client/onboarding', service: 'admin', audience: 'client' },
  clientResources: { method: 'GET', path: '/api/client/resources', service: 'admin', audience: 'client' },
  savingsReportCsv: { method: 'GET', path: '/api/client/reports/savings.csv', service: 'admin', audience: 'client' },
  savingsReportPdf: { method: 'GET', path: '/api/client/reports/savings.pdf', service: 'admin', audience: 'client' },
  updateAutomation: { method: 'PATCH', path: '/api/admin/automations/:id', service: 'admin', audience: 'admin' },
  issueAutomationIngestToken: { method: 'POST', path: '/api/admin/automations/:id/ingest-token', service: 'admin', audience: 'admin' },
  /** The agency's automation platform reports runs: the automation's bearer token is the credential (no session, no Origin). */
  reportAutomationRuns: { method: 'POST', path: '/api/automations/:id/runs', service: 'admin', audience: 'webhook' },
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
