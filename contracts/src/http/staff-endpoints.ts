import type { EndpointDeclaration } from './endpoint-declaration';

/** The desk's endpoints: a staff session's (`admin`), some the owner's only (`owner`). Part of `Endpoints` (endpoints.ts). */
export const StaffEndpoints = {
  // svc-billing
  testClock: { method: 'GET', path: '/api/admin/billing/test-clock', service: 'billing', context: 'billing', audience: 'admin', paymentMode: 'test' },
  advanceTestClock: { method: 'POST', path: '/api/admin/billing/test-clock/advance', service: 'billing', context: 'billing', audience: 'owner', paymentMode: 'test' },
  // svc-admin
  setSingleSignOnPolicy: { method: 'PUT', path: '/api/admin/team/sso', service: 'admin', context: 'identity', audience: 'owner' },
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
  /** A business made by hand (met elsewhere); an email that has one opens that one instead. */
  createBusiness: { method: 'POST', path: '/api/admin/businesses', service: 'admin', context: 'desk', audience: 'admin' },
  planPdf: { method: 'GET', path: '/api/admin/clients/:id/plan/pdf', service: 'admin', context: 'desk', audience: 'admin' },
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
  businessProposals: { method: 'GET', path: '/api/admin/clients/:id/proposals', service: 'admin', context: 'desk', audience: 'admin' },
  /** A new draft: a copy of the business's last proposal, or else its plan's automations at their prices. */
  draftProposal: { method: 'POST', path: '/api/admin/clients/:id/proposals', service: 'admin', context: 'desk', audience: 'admin' },
  updateProposal: { method: 'PUT', path: '/api/admin/proposals/:id', service: 'admin', context: 'desk', audience: 'admin' },
  sendProposal: { method: 'POST', path: '/api/admin/proposals/:id/send', service: 'admin', context: 'desk', audience: 'admin' },
  withdrawProposal: { method: 'POST', path: '/api/admin/proposals/:id/withdraw', service: 'admin', context: 'desk', audience: 'admin' },
  /** The accepted proposal as signed, a PDF the worker renders from the stored document and signature. */
  signedProposalPdf: { method: 'GET', path: '/api/admin/proposals/:id/pdf', service: 'admin', context: 'desk', audience: 'admin' },
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
  updateAutomation: { method: 'PATCH', path: '/api/admin/automations/:id', service: 'admin', context: 'desk', audience: 'admin' },
  issueAutomationIngestToken: { method: 'POST', path: '/api/admin/automations/:id/ingest-token', service: 'admin', context: 'desk', audience: 'admin' },
  /** The automation's newest run reports, voided ones too. */
  automationRunReports: { method: 'GET', path: '/api/admin/automations/:id/runs', service: 'admin', context: 'desk', audience: 'admin' },
  voidAutomationRunReport: { method: 'POST', path: '/api/admin/automations/:id/runs/void', service: 'admin', context: 'desk', audience: 'admin' },
  /** What a client's saved hour is worth in its figures (null: the agency's default). */
  setClientHourValue: { method: 'PUT', path: '/api/admin/client-accounts/:id/hour-value', service: 'admin', context: 'desk', audience: 'admin' },
} as const satisfies Record<string, EndpointDeclaration>;
