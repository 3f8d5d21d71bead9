import {
  AdminDashboardResponse,
  AdminLoginResponse,
  AdminLogoutResponse,
  AdminOrdersResponse,
  AdminStatusResponse,
  AdminSubscriptionsResponse,
  TestClockResponse,
  CallOptionsResponse,
  CancelCallResponse,
  SubmissionProfileResponse,
  DeleteSubmissionResponse,
  Endpoints,
  GenerateEmailResponse,
  GenerateMeetingLinkResponse,
  GenerateOnboardingFormResponse,
  ScheduleCallResponse,
  SendEmailResponse,
  type AdminDashboardQuery,
  type AdminOrdersQuery,
  type GenerateEmailRequest,
  type GenerateMeetingLinkRequest,
  type RescheduleCallRequest,
  type ScheduleCallRequest,
  type SendEmailRequest,
  type UpdateAutomationRequest,
  UpdateAutomationResponse,
} from '@biz/contracts';
import { callEndpoint } from '@biz/ui-kit';
import { getQueryFn } from '@biz/ui-kit/query';

/** The query key of the admin status (SPEC §7: 401 means "not an admin", read as null). */
export const adminStatusKey = [Endpoints.adminStatus.path];
export const fetchAdminStatus = getQueryFn<AdminStatusResponse>({ on401: 'returnNull' });

export const adminLogin = (password: string) => callEndpoint('adminLogin', AdminLoginResponse, { body: { password } });
export const adminLogout = () => callEndpoint('adminLogout', AdminLogoutResponse, { body: {} });
export const fetchDashboard = (query: AdminDashboardQuery) => callEndpoint('adminDashboard', AdminDashboardResponse, { query });
export const fetchOrders = (query: AdminOrdersQuery) => callEndpoint('adminOrders', AdminOrdersResponse, { query });
export const fetchSubscriptions = () => callEndpoint('adminSubscriptions', AdminSubscriptionsResponse);
/** Test mode outside production only (404 elsewhere): the simulated provider's clock. */
export const fetchTestClock = () => callEndpoint('testClock', TestClockResponse);
export const advanceTestClock = (days: number) => callEndpoint('advanceTestClock', TestClockResponse, { body: { days } });
export const fetchSubmissionProfile = (id: string) => callEndpoint('submissionProfile', SubmissionProfileResponse, { params: { id } });
export const eraseSubmission = (id: string) => callEndpoint('eraseSubmission', DeleteSubmissionResponse, { params: { id } });
export const generateEmail = (body: GenerateEmailRequest) => callEndpoint('generateEmail', GenerateEmailResponse, { body });
export const sendEmail = (body: SendEmailRequest) => callEndpoint('sendEmail', SendEmailResponse, { body });
export const resendEmail = (id: string) => callEndpoint('resendEmail', SendEmailResponse, { params: { id }, body: {} });
export const fetchCallOptions = () => callEndpoint('callOptions', CallOptionsResponse);
export const scheduleCall = (body: ScheduleCallRequest) => callEndpoint('scheduleCall', ScheduleCallResponse, { body });
export const generateMeetingLink = (body: GenerateMeetingLinkRequest) => callEndpoint('generateMeetingLink', GenerateMeetingLinkResponse, { body });
export const cancelCall = (id: string) => callEndpoint('cancelCall', CancelCallResponse, { params: { id }, body: {} });
export const generateOnboardingForm = (id: string) => callEndpoint('generateOnboardingForm', GenerateOnboardingFormResponse, { params: { id }, body: {} });
export const rescheduleCall = (id: string, body: RescheduleCallRequest) => callEndpoint('rescheduleCall', ScheduleCallResponse, { params: { id }, body });
export const updateAutomation = (id: string, body: UpdateAutomationRequest) => callEndpoint('updateAutomation', UpdateAutomationResponse, { params: { id }, body });
