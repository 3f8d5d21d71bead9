import type { EndpointDeclaration } from './endpoint-declaration';

/** What no browser calls: the services' internal calls and the providers' webhooks. Part of `Endpoints` (endpoints.ts). */
export const ServiceEndpoints = {
  // svc-intake
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
  /** A walk-in buyer's business, made from the lead form of the order it paid. */
  leadFromCheckout: { method: 'POST', path: '/internal/submissions/from-checkout', service: 'intake', context: 'intake', audience: 'internal' },
  /** A business the agency made by hand in the desk. */
  leadFromDesk: { method: 'POST', path: '/internal/submissions/from-desk', service: 'intake', context: 'intake', audience: 'internal' },
  /** The desk's board cards: the businesses it moved, by id, and a page of those it never moved (New). */
  businessCards: { method: 'POST', path: '/internal/businesses/cards', service: 'intake', context: 'intake', audience: 'internal' },
  /** A business in full at its latest submission, found by its own id or by any of its submissions' ids. */
  businessDetail: { method: 'GET', path: '/internal/businesses/:id', service: 'intake', context: 'intake', audience: 'internal' },
  dashboardStats: { method: 'GET', path: '/internal/dashboard-stats', service: 'intake', context: 'intake', audience: 'internal' },
  /** The desk's search: businesses by name, email or domain. */
  searchBusinesses: { method: 'GET', path: '/internal/search/businesses', service: 'intake', context: 'intake', audience: 'internal' },
  // svc-billing
  stripeWebhook: { method: 'POST', path: '/api/webhooks/stripe', service: 'billing', context: 'billing', audience: 'webhook', paymentMode: 'live' },
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
  // svc-admin: the client portal's accounts (a client *account*, not a submission)
  /** The agency's automation platform reports runs: the automation's bearer token is the credential (no session, no Origin). */
  reportAutomationRuns: { method: 'POST', path: '/api/automations/:id/runs', service: 'admin', context: 'portal', audience: 'webhook', rateLimited: true },
} as const satisfies Record<string, EndpointDeclaration>;
