import type { z } from 'zod';
import { AdminLoginRequest, AdminLoginResponse, AdminLogoutRequest, AdminLogoutResponse } from '../admin/admin-auth';
import { AdminDashboardQuery, AdminDashboardResponse } from '../admin/admin-dashboard-api';
import { AdminOrdersQuery, AdminOrdersResponse } from '../admin/admin-orders-api';
import { AdminRefundOrderResponse, ChooseSprintWorkflowsRequest, ChooseSprintWorkflowsResponse, WorkflowCatalogResponse } from '../admin/sprint-work';
import { AdminSubscriptionsResponse } from '../admin/admin-subscriptions-api';
import { AdminStatusResponse } from '../admin/admin-status';
import { AcceptInviteRequest, AcceptInviteResponse, ChangeStaffPasswordRequest, ChangeStaffPasswordResponse, StaffLoginRequest, StaffLoginResponse, StaffLoginVerifyRequest, StaffLoginVerifyResponse, StartEnrolmentRequest, StartEnrolmentResponse } from '../admin/staff-sign-in';
import { FinishSingleSignOnRequest, FinishSingleSignOnResponse, SingleSignOnOfferResponse, SingleSignOnPolicyRequest, SingleSignOnPolicyResponse, StartSingleSignOnResponse } from '../admin/staff-single-sign-on';
import { InviteStaffRequest, InviteStaffResponse, RemoveStaffMemberResponse, StaffInviteParams, StaffMemberParams, TeamResponse, WithdrawStaffInviteResponse } from '../admin/staff-team';
import { CallIdParams, CallOptionsResponse, CancelCallResponse, DeskCallsResponse, GenerateMeetingLinkRequest, GenerateMeetingLinkResponse, RescheduleCallRequest, ScheduleCallRequest, ScheduleCallResponse } from '../admin/call';
import { SubmissionProfileResponse } from '../admin/submission-profile';
import { AddNoteRequest, AddNoteResponse, MyDayQuery, MyDayResponse, SetFollowUpRequest, SetFollowUpResponse, StaffDirectoryResponse } from '../admin/follow-ups';
import { AcceptProposalRequest, DeclineProposalRequest, Proposal, ProposalByLinkRequest, ProposalDraftRequest, ProposalIdParams, ProposalsResponse, PublicProposal, SendProposalResponse } from '../admin/proposals';
import { BusinessTasksResponse, DeleteTaskResponse, LoggedActivity, LogActivityRequest, MyDayTasksQuery, MyDayTasksResponse, TaskDoneRequest, TaskDoneResponse, TaskIdParams, TaskRequest, BusinessTask } from '../admin/business-tasks';
import { StaffNotificationParams, StaffNotificationPreferences, StaffNotificationPreferencesResponse, StaffNotificationsQuery, StaffNotificationsReadResponse, StaffNotificationsResponse, StaffNotificationStreamResponse } from '../admin/staff-notifications';
import { MergeBusinessesRequest, MergeBusinessRequest, MergeBusinessResponse, MergeIdParams, MovedAddressesResponse, SplitBusinessRequest, UndoMergeResponse } from '../admin/business-merges';
import { PipelineBoardQuery, PipelineBoardResponse } from '../admin/pipeline-board';
import { BusinessIdParams, MoveStageRequest, MoveStageResponse, RecordProgressRequest, RecordProgressResponse } from '../admin/pipeline';
import {
  ClientOnboardingResponse,
  OnboardingFormByLinkRequest,
  OnboardingFormToFill,
  SendOnboardingLinkRequest,
  SendOnboardingLinkResponse,
  WithdrawOnboardingLinksResponse,
  SubmitClientOnboardingRequest,
  SubmitOnboardingAnswersResponse,
  SubmitOnboardingByLinkRequest,
} from '../admin/onboarding-answers';
import { DownloadOnboardingFormRequest, DownloadOnboardingFormResponse, GenerateOnboardingFormRequest, GenerateOnboardingFormResponse, ONBOARDING_FORM_CONTENT_TYPE } from '../admin/onboarding-form';
import { GenerateEmailRequest, GenerateEmailResponse, SendEmailRequest, SendEmailResponse } from '../admin/email';
import { ResendEmailParams } from '../admin/email-log';
import { CheckoutRecoveryTemplate, CheckoutRecoveryTemplateResponse, SendCheckoutRecoveryRequest, WithdrawCheckoutRecoveryRequest, WithdrawCheckoutRecoveryResponse } from '../admin/checkout-recovery';
import { CheckoutOutcomeRequest, CheckoutOutcomeResponse } from '../billing/checkout-outcome';
import { CreateCheckoutResumeLinkParams, CreateCheckoutResumeLinkRequest, CreateCheckoutResumeLinkResponse, ResumeCheckoutRequest, ResumeCheckoutResponse, WithdrawCheckoutResumeLinksRequest, WithdrawCheckoutResumeLinksResponse } from '../billing/checkout-resume';
import { CSV_CONTENT_TYPE, SubmissionsExportQuery, SubmissionsExportResponse } from '../admin/submissions-export';
import { DeleteSubmissionRequest, DeleteSubmissionResponse, DownloadPlanPdfRequest, DownloadPlanPdfResponse, PLAN_PDF_CONTENT_TYPE, PlanLinkParams } from '../admin/submission-records';
import { AuthUserResponse, LOGOUT_REDIRECT_PATH, LogoutResponse } from '../auth/auth-user';
import { ForgetCustomerRequest, ForgetCustomerResponse, LeadPhonesRequest, LeadPhonesResponse, OrderEmailsRequest, OrderEmailsResponse, OrderIdParams, OrderListQuery, OrderListResponse, RefundOrderResponse } from '../billing/orders';
import { BillingConfigResponse, CreatePaymentIntentRequest, CreatePaymentIntentResponse } from '../billing/payment-intent';
import { SprintSpotsResponse } from '../lockin/sprint-spots';
import { SubscriptionPlansResponse } from '../billing/subscription-plans';
import {
  AccountIdParams,
  AccountSubscriptionResponse,
  AdvanceTestClockRequest,
  CancelSubscriptionRequest,
  CancelSubscriptionResponse,
  CreateSubscriptionRequest,
  CreateSubscriptionResponse,
  SubscriptionResponse,
  PlanChangePreviewQuery,
  PlanChangePreviewResponse,
  SubscriptionSummaryResponse,
  TestClockResponse,
  TestModeAuthenticateRequest,
  TestModeAuthenticateResponse,
  TestModePaymentMethodRequest,
  TestModePaymentMethodResponse,
  UpdatePaymentMethodRequest,
  UpdatePaymentMethodResponse,
  UpdateSubscriptionRequest,
  UpdateSubscriptionResponse,
} from '../billing/subscription';
import { TestModeConfirmPaymentRequest, TestModeConfirmPaymentResponse } from '../billing/test-mode-payment';
import { WebhookReceivedResponse } from '../billing/webhook';
import {
  ClientLoginRequest,
  ClientLoginResponse,
  ClientLogoutRequest,
  ClientLogoutResponse,
  ClientSignupRequest,
  ClientSignupResponse,
  ClientStatusResponse,
  PasswordResetConfirmRequest,
  PasswordResetConfirmResponse,
  PasswordResetRequest,
  PasswordResetResponse,
  VerifyEmailRequest,
  DeclineVerificationRequest,
  DeclineVerificationResponse,
  UndoEmailChangeRequest,
  UndoEmailChangeResponse,
  VerifyEmailResponse,
  ResendVerificationRequest,
  ResendVerificationResponse,
  ChangePasswordRequest,
  ChangePasswordResponse,
  ChangeEmailRequest,
  ChangeEmailResponse,
  EndOtherSessionsRequest,
  EndOtherSessionsResponse,
} from '../client/client-auth';
import { ClientDashboardResponse } from '../client/client-dashboard';
import { SupportTicketRequest, SupportTicketResponse, SupportTicketsResponse, TicketIdParams, TicketMessageRequest } from '../client/support';
import { DeskTicket, DeskTicketsQuery, DeskTicketsResponse, DeskTicketStatusRequest } from '../admin/support-inbox';
import { SavingsReportCsvResponse, SavingsReportPdfResponse } from '../client/savings-report';
import { ClientResourcesResponse } from '../client/resources';
import {
  AutomationIdParams,
  ClientPreferencesRequest,
  ClientPreferencesResponse,
  NotificationIdParams,
  NotificationsReadResponse,
  ResumeRequestResponse,
  UpdateAutomationRequest,
  UpdateAutomationResponse,
} from '../client/automation-updates';
import { AutomationIngestTokenResponse, AutomationRunReport, AutomationRunReportResponse, AutomationRunReportsResponse, VoidRunReportRequest, VoidRunReportResponse } from '../client/automation-runs';
import { ClientAccountIdParams, SetHourValueRequest, SetHourValueResponse } from '../client/hour-value';
import { BusinessOrSubmissionIdParams, EmptyRequest, SubmissionIdParams } from '../common';
import { BusinessIntakeRequest, BusinessIntakeResponse } from '../intake/business-intake';
import { BusinessLookupRequest, BusinessLookupResponse, DashboardStatsResponse, SelectedWorkflowsRequest, SelectedWorkflowsResponse, SubmissionDeletedResponse, SubmissionDetailResponse, SubmissionListQuery, SubmissionListResponse, SubmissionsByEmailRequest, SubmissionsByEmailResponse, SubmissionsByIdRequest, SubmissionsByIdResponse, LeadFromBookingRequest, LeadFromBookingResponse, LeadFromCheckoutRequest, LeadFromCheckoutResponse, LeadFromDeskRequest, LeadFromDeskResponse } from '../intake/internal-api';
import { NewBusinessRequest, NewBusinessResponse } from '../admin/new-business';
import { BusinessCardsRequest, BusinessCardsResponse } from '../intake/business-cards';
import { WorkflowSelectionRequest, WorkflowSelectionResponse } from '../intake/workflow-selection';
import { BookCallRequest, BookCallResponse, CallHoldRequest, CallHoldResponse, ConfirmCallHoldRequest, ConfirmCallHoldResponse, CallByLinkRequest, CallByLinkResponse, CancelByLinkRequest, CancelByLinkResponse, OpenSlotsResponse, RescheduleByLinkRequest } from '../schedule/booking';
import { BusinessSearchQuery, BusinessSearchResponse, DeskSearchQuery, DeskSearchResponse, LeadPhoneSearchQuery, LeadPhoneSearchResponse } from '../admin/desk-search';
import type { EndpointName } from './endpoints';

/** What an endpoint reads (path parameters, query, JSON body) and answers, each a contracts schema. */
export interface EndpointSchemaSet {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** The answer is a file to download (`Content-Disposition: attachment`) of this media type, not JSON. */
  fileType?: string;
  /** The answer is a 303 to this path, for a browser's navigation: no body. */
  redirectTo?: string;
}

/**
 * The schemas of every endpoint in `Endpoints`, by the same name; the compiler refuses a missing or an
 * extra one. An endpoint without `body` reads none (the Stripe webhook reads its raw bytes itself).
 */
export const EndpointSchemas = {
  businessIntake: { body: BusinessIntakeRequest, response: BusinessIntakeResponse },
  workflowSelection: { body: WorkflowSelectionRequest, response: WorkflowSelectionResponse },
  listSubmissions: { query: SubmissionListQuery, response: SubmissionListResponse },
  submissionDetail: { params: SubmissionIdParams, response: SubmissionDetailResponse },
  deleteSubmission: { params: SubmissionIdParams, response: SubmissionDeletedResponse },
  recordBusinessProgress: { params: BusinessIdParams, body: RecordProgressRequest, response: RecordProgressResponse },
  mergeBusinesses: { params: BusinessIdParams, body: MergeBusinessesRequest, response: MovedAddressesResponse },
  splitBusiness: { params: BusinessIdParams, body: SplitBusinessRequest, response: MovedAddressesResponse },
  selectedWorkflows: { body: SelectedWorkflowsRequest, response: SelectedWorkflowsResponse },
  lookupBusinesses: { body: BusinessLookupRequest, response: BusinessLookupResponse },
  submissionsByEmail: { body: SubmissionsByEmailRequest, response: SubmissionsByEmailResponse },
  submissionsById: { body: SubmissionsByIdRequest, response: SubmissionsByIdResponse },
  leadFromBooking: { body: LeadFromBookingRequest, response: LeadFromBookingResponse },
  leadFromCheckout: { body: LeadFromCheckoutRequest, response: LeadFromCheckoutResponse },
  leadFromDesk: { body: LeadFromDeskRequest, response: LeadFromDeskResponse },
  dashboardStats: { response: DashboardStatsResponse },
  businessCards: { body: BusinessCardsRequest, response: BusinessCardsResponse },
  businessDetail: { params: BusinessOrSubmissionIdParams, response: SubmissionDetailResponse },
  searchBusinesses: { query: BusinessSearchQuery, response: BusinessSearchResponse },
  billingConfig: { response: BillingConfigResponse },
  sprintSpots: { response: SprintSpotsResponse },
  createPaymentIntent: { body: CreatePaymentIntentRequest, response: CreatePaymentIntentResponse },
  resumeCheckout: { body: ResumeCheckoutRequest, response: ResumeCheckoutResponse },
  checkoutOutcome: { body: CheckoutOutcomeRequest, response: CheckoutOutcomeResponse },
  confirmTestModePayment: { body: TestModeConfirmPaymentRequest, response: TestModeConfirmPaymentResponse },
  stripeWebhook: { response: WebhookReceivedResponse },
  subscriptionPlans: { response: SubscriptionPlansResponse },
  createSubscription: { body: CreateSubscriptionRequest, response: CreateSubscriptionResponse },
  updateSubscription: { body: UpdateSubscriptionRequest, response: UpdateSubscriptionResponse },
  cancelSubscription: { body: CancelSubscriptionRequest, response: CancelSubscriptionResponse },
  resumeSubscription: { body: EmptyRequest, response: SubscriptionResponse },
  undoScheduledChange: { body: EmptyRequest, response: SubscriptionResponse },
  previewPlanChange: { query: PlanChangePreviewQuery, response: PlanChangePreviewResponse },
  updatePaymentMethod: { body: UpdatePaymentMethodRequest, response: UpdatePaymentMethodResponse },
  createTestModePaymentMethod: { body: TestModePaymentMethodRequest, response: TestModePaymentMethodResponse },
  authenticateTestModePayment: { body: TestModeAuthenticateRequest, response: TestModeAuthenticateResponse },
  testClock: { response: TestClockResponse },
  advanceTestClock: { body: AdvanceTestClockRequest, response: TestClockResponse },
  accountSubscription: { params: AccountIdParams, response: AccountSubscriptionResponse },
  subscriptionSummary: { response: SubscriptionSummaryResponse },
  listOrders: { query: OrderListQuery, response: OrderListResponse },
  leadPhones: { body: LeadPhonesRequest, response: LeadPhonesResponse },
  orderEmails: { body: OrderEmailsRequest, response: OrderEmailsResponse },
  forgetCustomer: { body: ForgetCustomerRequest, response: ForgetCustomerResponse },
  createCheckoutResumeLink: { params: CreateCheckoutResumeLinkParams, body: CreateCheckoutResumeLinkRequest, response: CreateCheckoutResumeLinkResponse },
  withdrawCheckoutResumeLinks: { params: CreateCheckoutResumeLinkParams, body: WithdrawCheckoutResumeLinksRequest, response: WithdrawCheckoutResumeLinksResponse },
  refundOrder: { params: OrderIdParams, body: EmptyRequest, response: RefundOrderResponse },
  searchLeadPhones: { query: LeadPhoneSearchQuery, response: LeadPhoneSearchResponse },
  authUser: { response: AuthUserResponse },
  logout: { response: LogoutResponse, redirectTo: LOGOUT_REDIRECT_PATH },
  adminLogin: { body: AdminLoginRequest, response: AdminLoginResponse },
  adminLogout: { body: AdminLogoutRequest, response: AdminLogoutResponse },
  staffLogin: { body: StaffLoginRequest, response: StaffLoginResponse },
  staffLoginVerify: { body: StaffLoginVerifyRequest, response: StaffLoginVerifyResponse },
  singleSignOnOffer: { response: SingleSignOnOfferResponse },
  startSingleSignOn: { body: EmptyRequest, response: StartSingleSignOnResponse },
  finishSingleSignOn: { body: FinishSingleSignOnRequest, response: FinishSingleSignOnResponse },
  setSingleSignOnPolicy: { body: SingleSignOnPolicyRequest, response: SingleSignOnPolicyResponse },
  startStaffEnrolment: { body: StartEnrolmentRequest, response: StartEnrolmentResponse },
  acceptStaffInvite: { body: AcceptInviteRequest, response: AcceptInviteResponse },
  changeStaffPassword: { body: ChangeStaffPasswordRequest, response: ChangeStaffPasswordResponse },
  team: { response: TeamResponse },
  inviteStaff: { body: InviteStaffRequest, response: InviteStaffResponse },
  removeStaffMember: { params: StaffMemberParams, response: RemoveStaffMemberResponse },
  withdrawStaffInvite: { params: StaffInviteParams, response: WithdrawStaffInviteResponse },
  adminStatus: { response: AdminStatusResponse },
  adminDashboard: { query: AdminDashboardQuery, response: AdminDashboardResponse },
  adminOrders: { query: AdminOrdersQuery, response: AdminOrdersResponse },
  adminRefundOrder: { params: OrderIdParams, body: EmptyRequest, response: AdminRefundOrderResponse },
  chooseSprintWorkflows: { params: OrderIdParams, body: ChooseSprintWorkflowsRequest, response: ChooseSprintWorkflowsResponse },
  workflowCatalog: { response: WorkflowCatalogResponse },
  checkoutRecoveryTemplate: { response: CheckoutRecoveryTemplateResponse },
  updateCheckoutRecoveryTemplate: { body: CheckoutRecoveryTemplate, response: CheckoutRecoveryTemplateResponse },
  sendCheckoutRecovery: { params: SubmissionIdParams, body: SendCheckoutRecoveryRequest, response: SendEmailResponse },
  withdrawCheckoutRecovery: { params: SubmissionIdParams, body: WithdrawCheckoutRecoveryRequest, response: WithdrawCheckoutRecoveryResponse },
  deskTickets: { query: DeskTicketsQuery, response: DeskTicketsResponse },
  deskTicket: { params: TicketIdParams, response: DeskTicket },
  replyToTicket: { params: TicketIdParams, body: TicketMessageRequest, response: DeskTicket },
  setTicketStatus: { params: TicketIdParams, body: DeskTicketStatusRequest, response: DeskTicket },
  adminSubscriptions: { response: AdminSubscriptionsResponse },
  exportSubmissions: { query: SubmissionsExportQuery, response: SubmissionsExportResponse, fileType: CSV_CONTENT_TYPE },
  submissionProfile: { params: SubmissionIdParams, response: SubmissionProfileResponse },
  businessRecord: { params: BusinessOrSubmissionIdParams, response: SubmissionProfileResponse },
  createBusiness: { body: NewBusinessRequest, response: NewBusinessResponse },
  planPdf: { params: DownloadPlanPdfRequest, response: DownloadPlanPdfResponse, fileType: PLAN_PDF_CONTENT_TYPE },
  planPdfByLink: { params: PlanLinkParams, response: DownloadPlanPdfResponse, fileType: PLAN_PDF_CONTENT_TYPE },
  generateEmail: { body: GenerateEmailRequest, response: GenerateEmailResponse },
  sendEmail: { body: SendEmailRequest, response: SendEmailResponse },
  resendEmail: { params: ResendEmailParams, body: EmptyRequest, response: SendEmailResponse },
  callOptions: { response: CallOptionsResponse },
  scheduleCall: { body: ScheduleCallRequest, response: ScheduleCallResponse },
  generateMeetingLink: { body: GenerateMeetingLinkRequest, response: GenerateMeetingLinkResponse },
  rescheduleCall: { params: CallIdParams, body: RescheduleCallRequest, response: ScheduleCallResponse },
  cancelCall: { params: CallIdParams, body: EmptyRequest, response: CancelCallResponse },
  deskCalls: { response: DeskCallsResponse },
  generateOnboardingForm: { params: SubmissionIdParams, body: GenerateOnboardingFormRequest, response: GenerateOnboardingFormResponse },
  downloadOnboardingForm: { params: SubmissionIdParams, body: DownloadOnboardingFormRequest, response: DownloadOnboardingFormResponse, fileType: ONBOARDING_FORM_CONTENT_TYPE },
  sendOnboardingLink: { params: SubmissionIdParams, body: SendOnboardingLinkRequest, response: SendOnboardingLinkResponse },
  withdrawOnboardingLinks: { params: SubmissionIdParams, body: EmptyRequest, response: WithdrawOnboardingLinksResponse },
  businessProposals: { params: SubmissionIdParams, response: ProposalsResponse },
  draftProposal: { params: SubmissionIdParams, body: EmptyRequest, response: Proposal },
  updateProposal: { params: ProposalIdParams, body: ProposalDraftRequest, response: Proposal },
  sendProposal: { params: ProposalIdParams, body: EmptyRequest, response: SendProposalResponse },
  withdrawProposal: { params: ProposalIdParams, body: EmptyRequest, response: Proposal },
  signedProposalPdf: { params: ProposalIdParams, response: DownloadPlanPdfResponse, fileType: PLAN_PDF_CONTENT_TYPE },
  proposalByLink: { body: ProposalByLinkRequest, response: PublicProposal },
  acceptProposal: { body: AcceptProposalRequest, response: PublicProposal },
  declineProposal: { body: DeclineProposalRequest, response: PublicProposal },
  onboardingFormByLink: { body: OnboardingFormByLinkRequest, response: OnboardingFormToFill },
  submitOnboardingByLink: { body: SubmitOnboardingByLinkRequest, response: SubmitOnboardingAnswersResponse },
  eraseSubmission: { params: DeleteSubmissionRequest, response: DeleteSubmissionResponse },
  moveBusinessStage: { params: SubmissionIdParams, body: MoveStageRequest, response: MoveStageResponse },
  pipelineBoard: { query: PipelineBoardQuery, response: PipelineBoardResponse },
  mergeBusiness: { params: SubmissionIdParams, body: MergeBusinessRequest, response: MergeBusinessResponse },
  setFollowUp: { params: SubmissionIdParams, body: SetFollowUpRequest, response: SetFollowUpResponse },
  addBusinessNote: { params: SubmissionIdParams, body: AddNoteRequest, response: AddNoteResponse },
  businessTasks: { params: SubmissionIdParams, response: BusinessTasksResponse },
  createTask: { params: SubmissionIdParams, body: TaskRequest, response: BusinessTask },
  updateTask: { params: TaskIdParams, body: TaskRequest, response: BusinessTask },
  setTaskDone: { params: TaskIdParams, body: TaskDoneRequest, response: TaskDoneResponse },
  deleteTask: { params: TaskIdParams, response: DeleteTaskResponse },
  logActivity: { params: SubmissionIdParams, body: LogActivityRequest, response: LoggedActivity },
  myDay: { query: MyDayQuery, response: MyDayResponse },
  myDayTasks: { query: MyDayTasksQuery, response: MyDayTasksResponse },
  deskSearch: { query: DeskSearchQuery, response: DeskSearchResponse },
  staffNotifications: { query: StaffNotificationsQuery, response: StaffNotificationsResponse },
  markStaffNotificationRead: { params: StaffNotificationParams, body: EmptyRequest, response: StaffNotificationsReadResponse },
  markAllStaffNotificationsRead: { body: EmptyRequest, response: StaffNotificationsReadResponse },
  staffNotificationPreferences: { response: StaffNotificationPreferencesResponse },
  updateStaffNotificationPreferences: { body: StaffNotificationPreferences, response: StaffNotificationPreferencesResponse },
  staffNotificationStream: { response: StaffNotificationStreamResponse },
  staffDirectory: { response: StaffDirectoryResponse },
  undoBusinessMerge: { params: MergeIdParams, body: EmptyRequest, response: UndoMergeResponse },
  clientSignup: { body: ClientSignupRequest, response: ClientSignupResponse },
  clientLogin: { body: ClientLoginRequest, response: ClientLoginResponse },
  clientStatus: { response: ClientStatusResponse },
  clientLogout: { body: ClientLogoutRequest, response: ClientLogoutResponse },
  clientDashboard: { response: ClientDashboardResponse },
  requestPasswordReset: { body: PasswordResetRequest, response: PasswordResetResponse },
  confirmPasswordReset: { body: PasswordResetConfirmRequest, response: PasswordResetConfirmResponse },
  verifyEmail: { body: VerifyEmailRequest, response: VerifyEmailResponse },
  declineVerification: { body: DeclineVerificationRequest, response: DeclineVerificationResponse },
  undoEmailChange: { body: UndoEmailChangeRequest, response: UndoEmailChangeResponse },
  resendVerification: { body: ResendVerificationRequest, response: ResendVerificationResponse },
  changeClientPassword: { body: ChangePasswordRequest, response: ChangePasswordResponse },
  changeClientEmail: { body: ChangeEmailRequest, response: ChangeEmailResponse },
  endOtherClientSessions: { body: EndOtherSessionsRequest, response: EndOtherSessionsResponse },
  markNotificationRead: { params: NotificationIdParams, body: EmptyRequest, response: NotificationsReadResponse },
  markAllNotificationsRead: { body: EmptyRequest, response: NotificationsReadResponse },
  updateClientPreferences: { body: ClientPreferencesRequest, response: ClientPreferencesResponse },
  requestResume: { params: AutomationIdParams, body: EmptyRequest, response: ResumeRequestResponse },
  createSupportTicket: { body: SupportTicketRequest, response: SupportTicketResponse },
  listSupportTickets: { response: SupportTicketsResponse },
  answerSupportTicket: { params: TicketIdParams, body: TicketMessageRequest, response: SupportTicketResponse },
  clientOnboarding: { response: ClientOnboardingResponse },
  submitClientOnboarding: { body: SubmitClientOnboardingRequest, response: SubmitOnboardingAnswersResponse },
  clientResources: { response: ClientResourcesResponse },
  savingsReportCsv: { response: SavingsReportCsvResponse, fileType: CSV_CONTENT_TYPE },
  savingsReportPdf: { response: SavingsReportPdfResponse, fileType: PLAN_PDF_CONTENT_TYPE },
  updateAutomation: { params: AutomationIdParams, body: UpdateAutomationRequest, response: UpdateAutomationResponse },
  issueAutomationIngestToken: { params: AutomationIdParams, body: EmptyRequest, response: AutomationIngestTokenResponse },
  automationRunReports: { params: AutomationIdParams, response: AutomationRunReportsResponse },
  voidAutomationRunReport: { params: AutomationIdParams, body: VoidRunReportRequest, response: VoidRunReportResponse },
  setClientHourValue: { params: ClientAccountIdParams, body: SetHourValueRequest, response: SetHourValueResponse },
  reportAutomationRuns: { params: AutomationIdParams, body: AutomationRunReport, response: AutomationRunReportResponse },
  openCallSlots: { response: OpenSlotsResponse },
  bookCall: { body: BookCallRequest, response: BookCallResponse },
  callByLink: { body: CallByLinkRequest, response: CallByLinkResponse },
  callHold: { body: CallHoldRequest, response: CallHoldResponse },
  confirmCallHold: { body: ConfirmCallHoldRequest, response: ConfirmCallHoldResponse },
  rescheduleCallByLink: { body: RescheduleByLinkRequest, response: CallByLinkResponse },
  cancelCallByLink: { body: CancelByLinkRequest, response: CancelByLinkResponse },
} satisfies { [K in EndpointName]: EndpointSchemaSet };

type Schemas = typeof EndpointSchemas;
type InputPart = 'params' | 'query' | 'body';
type Parts<K extends EndpointName> = InputPart & keyof Schemas[K];
type SchemaAt<K extends EndpointName, P> = P extends keyof Schemas[K] ? (Schemas[K][P] extends z.ZodType ? Schemas[K][P] : never) : never;

/** What a handler receives: each declared part, parsed (defaults applied, strings trimmed). */
export type EndpointInput<K extends EndpointName> = { [P in Parts<K>]: z.output<SchemaAt<K, P>> };
/** What a caller sends: each declared part before parsing (fields with defaults may be left out). */
export type EndpointRequest<K extends EndpointName> = { [P in Parts<K>]: z.input<SchemaAt<K, P>> };
/** The answer's JSON body. */
export type EndpointAnswer<K extends EndpointName> = z.output<Schemas[K]['response']>;
/** Whether an endpoint reads any part of the request. */
export type EndpointHasInput<K extends EndpointName> = [Parts<K>] extends [never] ? false : true;
