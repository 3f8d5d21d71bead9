import type { EndpointDeclaration } from './endpoint-declaration';

/** The client portal's endpoints: a client session's. Part of `Endpoints` (endpoints.ts). */
export const ClientEndpoints = {
  // svc-billing
  createSubscription: { method: 'POST', path: '/api/create-subscription', service: 'billing', context: 'billing', audience: 'client' },
  updateSubscription: { method: 'POST', path: '/api/update-subscription', service: 'billing', context: 'billing', audience: 'client' },
  cancelSubscription: { method: 'POST', path: '/api/cancel-subscription', service: 'billing', context: 'billing', audience: 'client' },
  resumeSubscription: { method: 'POST', path: '/api/subscription/resume', service: 'billing', context: 'billing', audience: 'client' },
  undoScheduledChange: { method: 'POST', path: '/api/subscription/scheduled-change/undo', service: 'billing', context: 'billing', audience: 'client' },
  previewPlanChange: { method: 'GET', path: '/api/subscription/change-preview', service: 'billing', context: 'billing', audience: 'client' },
  updatePaymentMethod: { method: 'POST', path: '/api/subscription/payment-method', service: 'billing', context: 'billing', audience: 'client' },
  // svc-admin: the client portal's accounts (a client *account*, not a submission)
  clientDashboard: { method: 'GET', path: '/api/client/dashboard', service: 'admin', context: 'portal', audience: 'client' },
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
} as const satisfies Record<string, EndpointDeclaration>;
