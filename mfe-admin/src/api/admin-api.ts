import {
  AdminDashboardResponse,
  AdminLoginResponse,
  AdminLogoutResponse,
  AdminOrdersResponse,
  AdminStatusResponse,
  AdminSubscriptionsResponse,
  CheckoutRecoveryTemplateResponse,
  type CheckoutRecoveryTemplate,
  TestClockResponse,
  CallOptionsResponse,
  CancelCallResponse,
  SubmissionProfileResponse,
  DeleteSubmissionResponse,
  Endpoints,
  GenerateEmailResponse,
  GenerateMeetingLinkResponse,
  GenerateOnboardingFormResponse,
  SendOnboardingLinkResponse,
  MoveStageResponse,
  AddNoteResponse,
  MyDayResponse,
  SetFollowUpResponse,
  StaffDirectoryResponse,
  type AddNoteRequest,
  type MyDayQuery,
  type SetFollowUpRequest,
  PipelineBoardResponse,
  type PipelineBoardQuery,
  MergeBusinessResponse,
  UndoMergeResponse,
  type MergeBusinessRequest,
  ScheduleCallResponse,
  SendEmailResponse,
  type AdminDashboardQuery,
  type AdminOrdersQuery,
  type GenerateEmailRequest,
  type GenerateMeetingLinkRequest,
  type MoveStageRequest,
  type RescheduleCallRequest,
  type ScheduleCallRequest,
  type SendEmailRequest,
  type UpdateAutomationRequest,
  UpdateAutomationResponse,
  AdminRefundOrderResponse,
  ChooseSprintWorkflowsResponse,
  WorkflowCatalogResponse,
  onboardingFormFileName,
  planPdfFileName,
  SUBMISSIONS_CSV_FILE_NAME,
  ToastMessage,
  type StaffRole,
  type Submission,
  type SubmissionsExportQuery,
  AutomationIngestTokenResponse,
  speakFieldErrorsInWords,
} from '@biz/contracts';
import { callEndpoint, downloadFile } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { getQueryFn, useEndpointMutation } from '@biz/ui-kit/query';
import { queryOptions, useQuery } from '@tanstack/react-query';

// Every form of this remote shows its field errors in words (contracts' error map; see speakFieldErrorsInWords).
speakFieldErrorsInWords();

/** The query key of the admin status (SPEC §7: 401 means "not an admin", read as null). */
export const adminStatusKey = [Endpoints.adminStatus.path];
export const fetchAdminStatus = getQueryFn<AdminStatusResponse>({ on401: 'returnNull' });

/** The signed-in admin's role (an owner also manages the team and billing), from the status answer; undefined while asking or signed out. */
export function useAdminRole(): StaffRole | undefined {
  return useQuery({ queryKey: adminStatusKey, queryFn: fetchAdminStatus }).data?.role;
}

export const adminLogin = (password: string) => callEndpoint('adminLogin', AdminLoginResponse, { body: { password } });
export const adminLogout = () => callEndpoint('adminLogout', AdminLogoutResponse, { body: {} });
export const fetchDashboard = (query: AdminDashboardQuery) => callEndpoint('adminDashboard', AdminDashboardResponse, { query });
export const fetchPipelineBoard = (query: PipelineBoardQuery) => callEndpoint('pipelineBoard', PipelineBoardResponse, { query });
export const fetchOrders = (query: AdminOrdersQuery) => callEndpoint('adminOrders', AdminOrdersResponse, { query });
export const fetchSubscriptions = () => callEndpoint('adminSubscriptions', AdminSubscriptionsResponse);
/** Test mode outside production only (404 elsewhere): the simulated provider's clock. */
export const fetchTestClock = () => callEndpoint('testClock', TestClockResponse);
export const advanceTestClock = (days: number) => callEndpoint('advanceTestClock', TestClockResponse, { body: { days } });
const testClockFailure = { title: 'The test clock did not move', description: 'Please try again.', destructive: true };
export const fetchSubmissionProfile = (id: string) => callEndpoint('submissionProfile', SubmissionProfileResponse, { params: { id } });
export const eraseSubmission = (id: string) => callEndpoint('eraseSubmission', DeleteSubmissionResponse, { params: { id } });
export const generateEmail = (body: GenerateEmailRequest) => callEndpoint('generateEmail', GenerateEmailResponse, { body });
export const sendEmail = (body: SendEmailRequest) => callEndpoint('sendEmail', SendEmailResponse, { body });
export const resendEmail = (id: string) => callEndpoint('resendEmail', SendEmailResponse, { params: { id }, body: {} });
export const fetchCallOptions = () => callEndpoint('callOptions', CallOptionsResponse);
export const scheduleCall = (body: ScheduleCallRequest) => callEndpoint('scheduleCall', ScheduleCallResponse, { body });
export const generateMeetingLink = (body: GenerateMeetingLinkRequest) => callEndpoint('generateMeetingLink', GenerateMeetingLinkResponse, { body });
export const cancelCall = (id: string) => callEndpoint('cancelCall', CancelCallResponse, { params: { id }, body: {} });
export const sendOnboardingLink = (id: string) => callEndpoint('sendOnboardingLink', SendOnboardingLinkResponse, { params: { id }, body: {} });
export const generateOnboardingForm = (id: string) => callEndpoint('generateOnboardingForm', GenerateOnboardingFormResponse, { params: { id }, body: {} });
export const rescheduleCall = (id: string, body: RescheduleCallRequest) => callEndpoint('rescheduleCall', ScheduleCallResponse, { params: { id }, body });
export const updateAutomation = (id: string, body: UpdateAutomationRequest) => callEndpoint('updateAutomation', UpdateAutomationResponse, { params: { id }, body });
export const issueAutomationIngestToken = (id: string) => callEndpoint('issueAutomationIngestToken', AutomationIngestTokenResponse, { params: { id }, body: {} });
export const refundOrder = (id: string) => callEndpoint('adminRefundOrder', AdminRefundOrderResponse, { params: { id }, body: {} });
export const fetchWorkflowCatalog = () => callEndpoint('workflowCatalog', WorkflowCatalogResponse);
export const chooseSprintWorkflows = (orderId: string, workflowIds: string[]) => callEndpoint('chooseSprintWorkflows', ChooseSprintWorkflowsResponse, { params: { id: orderId }, body: { workflowIds } });
/** The server's reason (the guarantee ended, refunded already, not the owner) is the toast's. */
const failureSaying = (title: string) => (error: Error) => ({ title, description: apiErrorOf(error).message || 'Please try again.', destructive: true });
export const moveBusinessStage = (id: string, body: MoveStageRequest) => callEndpoint('moveBusinessStage', MoveStageResponse, { params: { id }, body });
export const mergeBusiness = (id: string, body: MergeBusinessRequest) => callEndpoint('mergeBusiness', MergeBusinessResponse, { params: { id }, body });
export const fetchRecoveryTemplate = () => callEndpoint('checkoutRecoveryTemplate', CheckoutRecoveryTemplateResponse);
export const updateRecoveryTemplate = (body: CheckoutRecoveryTemplate) => callEndpoint('updateCheckoutRecoveryTemplate', CheckoutRecoveryTemplateResponse, { body });
export const sendCheckoutRecovery = (id: string, orderId: string) => callEndpoint('sendCheckoutRecovery', SendEmailResponse, { params: { id }, body: { orderId } });
export const undoBusinessMerge = (id: string) => callEndpoint('undoBusinessMerge', UndoMergeResponse, { params: { id }, body: {} });
export const fetchMyDay = (query: MyDayQuery) => callEndpoint('myDay', MyDayResponse, { query });
/** "My day" of one scope: the panel reads it, and the desk waits for the first one (see AdminDashboardPage). */
export const myDayQuery = (scope: MyDayResponse['scope']) => queryOptions({ queryKey: ['my-day', scope], queryFn: () => fetchMyDay({ scope }) });
export const fetchStaffDirectory = () => callEndpoint('staffDirectory', StaffDirectoryResponse);
export const setFollowUp = (id: string, body: SetFollowUpRequest) => callEndpoint('setFollowUp', SetFollowUpResponse, { params: { id }, body });
export const addBusinessNote = (id: string, body: AddNoteRequest) => callEndpoint('addBusinessNote', AddNoteResponse, { params: { id }, body });

// Writes (STYLE "A remote"): one hook per call, with its busy state, SPEC §8's failure toast and the
// queries it changes. A business's profile shows its emails, calls and automations: those writes read it again.
const profileQueries = [['client-profile']];

/** Too many attempts: the server says when to try again; anything else reads as the spec's wrong password. */
function adminLoginFailure(error: Error) {
  const { status, message } = apiErrorOf(error);
  return status === 429 && message ? { ...ToastMessage.adminLoginFailed, description: message } : ToastMessage.adminLoginFailed;
}

export const useAdminLogin = () => useEndpointMutation({ mutationFn: adminLogin, failure: adminLoginFailure, invalidates: [adminStatusKey] });
export const useAdminLogout = () => useEndpointMutation({ mutationFn: adminLogout, failure: ToastMessage.adminLogoutFailed });
export const useAdvanceTestClock = () =>
  useEndpointMutation({ mutationFn: advanceTestClock, failure: testClockFailure, invalidates: [['admin-test-clock'], ['admin-subscriptions']] });
export const useEraseSubmission = () => useEndpointMutation({ mutationFn: eraseSubmission, failure: ToastMessage.deletionFailed, invalidates: [['admin-dashboard'], ['admin-orders']] });
export const useGenerateEmail = () => useEndpointMutation({ mutationFn: generateEmail, failure: ToastMessage.emailGenerationFailed });
export const useSendEmail = () => useEndpointMutation({ mutationFn: sendEmail, failure: ToastMessage.emailSendFailed, invalidates: profileQueries });
export const useResendEmail = () => useEndpointMutation({ mutationFn: resendEmail, failure: ToastMessage.emailSendFailed, invalidates: profileQueries });
/** A time the calendar already has a call at: the server's message, which offers the next free times. */
function callSchedulingFailure(error: Error) {
  const { code, message } = apiErrorOf(error);
  return code === 'SlotTaken' && message ? { ...ToastMessage.callSchedulingFailed, title: 'Time already booked', description: message } : ToastMessage.callSchedulingFailed;
}
export const useScheduleCall = () => useEndpointMutation({ mutationFn: scheduleCall, failure: callSchedulingFailure, invalidates: profileQueries });
export const useGenerateMeetingLink = () => useEndpointMutation({ mutationFn: generateMeetingLink, failure: ToastMessage.meetingLinkFailed });
export const useCancelCall = () => useEndpointMutation({ mutationFn: cancelCall, failure: ToastMessage.callSchedulingFailed, invalidates: profileQueries });
export const useRescheduleCall = () =>
  useEndpointMutation({ mutationFn: ({ id, ...body }: RescheduleCallRequest & { id: string }) => rescheduleCall(id, body), failure: callSchedulingFailure, invalidates: profileQueries });
export const useUpdateAutomation = () =>
  useEndpointMutation({ mutationFn: ({ id, changes }: { id: string; changes: UpdateAutomationRequest }) => updateAutomation(id, changes), failure: ToastMessage.automationUpdateFailed, invalidates: profileQueries });
export const useIssueAutomationIngestToken = () => useEndpointMutation({ mutationFn: issueAutomationIngestToken, failure: failureSaying('Token not issued'), invalidates: profileQueries });
export const useRefundOrder = () => useEndpointMutation({ mutationFn: refundOrder, failure: failureSaying('Refund failed'), invalidates: [...profileQueries, ['admin-orders'], ['admin-dashboard'], ['pipeline-board']] });
export const useChooseSprintWorkflows = () =>
  useEndpointMutation({ mutationFn: ({ orderId, workflowIds }: { orderId: string; workflowIds: string[] }) => chooseSprintWorkflows(orderId, workflowIds), failure: failureSaying('Automations not chosen'), invalidates: profileQueries });
export const useMoveBusinessStage = () =>
  useEndpointMutation({ mutationFn: ({ id, move }: { id: string; move: MoveStageRequest }) => moveBusinessStage(id, move), failure: ToastMessage.stageMoveFailed, invalidates: [...profileQueries, ['admin-dashboard'], ['pipeline-board']] });
export const useMergeBusiness = () =>
  useEndpointMutation({ mutationFn: ({ id, email }: { id: string; email: string }) => mergeBusiness(id, { email }), failure: ToastMessage.mergeFailed, invalidates: [...profileQueries, ['admin-dashboard']] });
export const useUndoBusinessMerge = () => useEndpointMutation({ mutationFn: undoBusinessMerge, failure: ToastMessage.mergeFailed, invalidates: [...profileQueries, ['admin-dashboard']] });
export const useSetFollowUp = () =>
  useEndpointMutation({ mutationFn: ({ id, followUp }: { id: string; followUp: SetFollowUpRequest }) => setFollowUp(id, followUp), failure: ToastMessage.followUpFailed, invalidates: [...profileQueries, ['my-day']] });
export const useAddBusinessNote = () => useEndpointMutation({ mutationFn: ({ id, note }: { id: string; note: AddNoteRequest }) => addBusinessNote(id, note), failure: ToastMessage.noteFailed, invalidates: profileQueries });
export const recoveryTemplateKey = ['checkout-recovery-template'];
const recoveryTemplateFailed = { title: 'Template not saved', description: 'Please check the fields and try again.', destructive: true };
export const useUpdateRecoveryTemplate = () => useEndpointMutation({ mutationFn: updateRecoveryTemplate, failure: recoveryTemplateFailed, invalidates: [recoveryTemplateKey] });
export const useSendCheckoutRecovery = () =>
  useEndpointMutation({ mutationFn: ({ id, orderId }: { id: string; orderId: string }) => sendCheckoutRecovery(id, orderId), failure: ToastMessage.emailSendFailed, invalidates: profileQueries });
export const useSendOnboardingLink = () => useEndpointMutation({ mutationFn: sendOnboardingLink, failure: ToastMessage.onboardingLinkFailed, invalidates: profileQueries });
export const useGenerateOnboardingForm = () => useEndpointMutation({ mutationFn: generateOnboardingForm, failure: ToastMessage.onboardingFormFailed });

// Downloads: files fetched (not followed as links) so a failure is the spec's toast.
export const useDownloadOnboardingForm = () =>
  useEndpointMutation({
    mutationFn: ({ id, businessName }: Pick<Submission, 'id' | 'businessName'>) => downloadFile('downloadOnboardingForm', { params: { id }, body: {} }, onboardingFormFileName(businessName)),
    failure: ToastMessage.formDownloadFailed,
  });
export const useDownloadPlanPdf = () =>
  useEndpointMutation({
    mutationFn: ({ id, businessName }: Pick<Submission, 'id' | 'businessName'>) => downloadFile('planPdf', { params: { id } }, planPdfFileName(businessName)),
    failure: ToastMessage.pdfDownloadFailed,
    concurrent: true,
  });
export const useExportSubmissions = () =>
  useEndpointMutation({ mutationFn: (query: SubmissionsExportQuery) => downloadFile('exportSubmissions', { query }, SUBMISSIONS_CSV_FILE_NAME), failure: ToastMessage.exportDownloadFailed });
