import type { EndpointDeclaration } from './endpoint-declaration';

/** Every endpoint a visitor's browser may call without a session (and `signed-in`'s, which any session may): what the public pages carry, and nothing of the desk's or the portal's. Part of `Endpoints` (endpoints.ts). */
export const PublicEndpoints = {
  // svc-intake
  businessIntake: { method: 'POST', path: '/api/business-intake', service: 'intake', context: 'intake', audience: 'public', rateLimited: true },
  workflowSelection: { method: 'POST', path: '/api/workflow-selection', service: 'intake', context: 'intake', audience: 'public', rateLimited: true },
  // svc-billing
  billingConfig: { method: 'GET', path: '/api/billing/config', service: 'billing', context: 'billing', audience: 'public' },
  createPaymentIntent: { method: 'POST', path: '/api/create-payment-intent', service: 'billing', context: 'billing', audience: 'public', rateLimited: true },
  confirmTestModePayment: { method: 'POST', path: '/api/billing/test-mode/confirm-payment', service: 'billing', context: 'billing', audience: 'public', rateLimited: true, paymentMode: 'test' },
  /** A recovery email's link: the token names the order, so it is the only credential. */
  resumeCheckout: { method: 'POST', path: '/api/checkout/resume', service: 'billing', context: 'billing', audience: 'public', rateLimited: true },
  checkoutOutcome: { method: 'POST', path: '/api/checkout/outcome', service: 'billing', context: 'billing', audience: 'public', rateLimited: true },
  /** This week's sprint spots: the sales page's count. */
  sprintSpots: { method: 'GET', path: '/api/billing/spots', service: 'billing', context: 'billing', audience: 'public' },
  subscriptionPlans: { method: 'GET', path: '/api/subscription-plans', service: 'billing', context: 'billing', audience: 'public' },
  createTestModePaymentMethod: { method: 'POST', path: '/api/billing/test-mode/payment-methods', service: 'billing', context: 'billing', audience: 'public', rateLimited: true, paymentMode: 'test' },
  authenticateTestModePayment: { method: 'POST', path: '/api/billing/test-mode/authenticate', service: 'billing', context: 'billing', audience: 'public', rateLimited: true, paymentMode: 'test' },
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
  startStaffEnrolment: { method: 'POST', path: '/api/admin/invites/enrolment', service: 'admin', context: 'identity', audience: 'public', rateLimited: true },
  acceptStaffInvite: { method: 'POST', path: '/api/admin/invites/accept', service: 'admin', context: 'identity', audience: 'public', rateLimited: true },
  planPdfByLink: { method: 'GET', path: '/api/plan-pdf/:token', service: 'admin', context: 'desk', audience: 'public' },
  /** The emailed link's form: its signed token names the business, so it is the only credential. */
  onboardingFormByLink: { method: 'POST', path: '/api/onboarding/form', service: 'admin', context: 'desk', audience: 'public', rateLimited: true },
  submitOnboardingByLink: { method: 'POST', path: '/api/onboarding/answers', service: 'admin', context: 'desk', audience: 'public', rateLimited: true },
  /** The emailed proposal's page (decision 066): its signed token is the only credential. */
  proposalByLink: { method: 'POST', path: '/api/proposals/view', service: 'admin', context: 'desk', audience: 'public', rateLimited: true },
  acceptProposal: { method: 'POST', path: '/api/proposals/accept', service: 'admin', context: 'desk', audience: 'public', rateLimited: true },
  declineProposal: { method: 'POST', path: '/api/proposals/decline', service: 'admin', context: 'desk', audience: 'public', rateLimited: true },
  // svc-admin: the client portal's accounts (a client *account*, not a submission)
  clientSignup: { method: 'POST', path: '/api/client/signup', service: 'admin', context: 'portal', audience: 'public', rateLimited: true },
  clientLogin: { method: 'POST', path: '/api/client/login', service: 'admin', context: 'portal', audience: 'public', rateLimited: true },
  /** Public: it answers `authenticated: false` to a visitor without a client session rather than a 401. */
  clientStatus: { method: 'GET', path: '/api/client/status', service: 'admin', context: 'portal', audience: 'public' },
  /** Public: it ends whatever session the cookie names, as the admin's does. */
  clientLogout: { method: 'POST', path: '/api/client/logout', service: 'admin', context: 'portal', audience: 'public' },
  requestPasswordReset: { method: 'POST', path: '/api/client/password-reset', service: 'admin', context: 'portal', audience: 'public', rateLimited: true },
  confirmPasswordReset: { method: 'POST', path: '/api/client/password-reset/confirm', service: 'admin', context: 'portal', audience: 'public', rateLimited: true },
  verifyEmail: { method: 'POST', path: '/api/client/verify-email', service: 'admin', context: 'portal', audience: 'public', rateLimited: true },
  declineVerification: { method: 'POST', path: '/api/client/verify-email/decline', service: 'admin', context: 'portal', audience: 'public', rateLimited: true },
  undoEmailChange: { method: 'POST', path: '/api/client/email/undo', service: 'admin', context: 'portal', audience: 'public', rateLimited: true },
} as const satisfies Record<string, EndpointDeclaration>;
