import type { z } from 'zod';
import type { ServiceName } from './routes';
import { BusinessIntakeRequest, BusinessIntakeResponse } from './intake/business-intake';
import { WorkflowSelectionRequest, WorkflowSelectionResponse } from './intake/workflow-selection';
import { CreatePaymentIntentRequest, CreatePaymentIntentResponse } from './billing/payment-intent';
import { SubscriptionPlansResponse } from './billing/subscription-plans';
import {
  CancelSubscriptionRequest,
  CancelSubscriptionResponse,
  CreateSubscriptionRequest,
  CreateSubscriptionResponse,
  UpdateSubscriptionRequest,
  UpdateSubscriptionResponse,
} from './billing/subscription';
import { GenerateEmailRequest, GenerateEmailResponse, SendEmailRequest, SendEmailResponse } from './admin/email';
import { GenerateMeetingLinkRequest, GenerateMeetingLinkResponse, ScheduleCallRequest, ScheduleCallResponse } from './admin/call';
import { DeleteSubmissionRequest, DeleteSubmissionResponse, DownloadPlanPdfRequest, DownloadPlanPdfResponseHeaders } from './admin/submission-records';
import {
  DownloadOnboardingFormRequest,
  DownloadOnboardingFormResponse,
  GenerateOnboardingFormRequest,
  GenerateOnboardingFormResponse,
} from './admin/onboarding-form';
import { AdminStatusResponse } from './admin/admin-status';
import { AdminDashboardResponse } from './admin/dashboard';
import { AdminLoginRequest, AdminLoginResponse, AdminLogoutRequest, AdminLogoutResponse } from './admin/admin-auth';
import {
  ClientLoginRequest,
  ClientLoginResponse,
  ClientLogoutRequest,
  ClientLogoutResponse,
  ClientSignupRequest,
  ClientSignupResponse,
  ClientStatusResponse,
} from './client/client-auth';
import { ClientDashboardResponse } from './client/client-dashboard';
import { AuthUserResponse, LogoutRequest, LogoutResponseHeaders } from './auth/auth-user';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** How the browser reads the answer: JSON, a file download, HTML text, or a navigation redirect. */
export type AnswerKind = 'json' | 'file' | 'html' | 'redirect';

export interface ApiCall {
  method: HttpMethod;
  /** Public path; `:id` stands for a client id. */
  path: string;
  service: ServiceName;
  /** Body schema, or for calls without a body the path-parameter schema; null when nothing is read. */
  request: z.ZodType | null;
  /** JSON answer, or for file and redirect answers the schema of the headers that carry it. */
  response: z.ZodType;
  answer: AnswerKind;
}

function call(method: HttpMethod, path: string, service: ServiceName, request: z.ZodType | null, response: z.ZodType, answer: AnswerKind = 'json'): ApiCall {
  return { method, path, service, request, response, answer };
}

/** The 26 calls of SPEC §7, in the spec's order. */
export const apiCalls: readonly ApiCall[] = [
  call('GET', '/api/auth/user', 'admin', null, AuthUserResponse),
  call('POST', '/api/business-intake', 'intake', BusinessIntakeRequest, BusinessIntakeResponse),
  call('POST', '/api/create-payment-intent', 'billing', CreatePaymentIntentRequest, CreatePaymentIntentResponse),
  call('POST', '/api/workflow-selection', 'intake', WorkflowSelectionRequest, WorkflowSelectionResponse),
  call('POST', '/api/admin/generate-email', 'admin', GenerateEmailRequest, GenerateEmailResponse),
  call('POST', '/api/admin/send-email', 'admin', SendEmailRequest, SendEmailResponse),
  call('POST', '/api/admin/schedule-call', 'admin', ScheduleCallRequest, ScheduleCallResponse),
  call('POST', '/api/admin/generate-meeting-link', 'admin', GenerateMeetingLinkRequest, GenerateMeetingLinkResponse),
  call('DELETE', '/api/admin/clients/:id', 'admin', DeleteSubmissionRequest, DeleteSubmissionResponse),
  call('GET', '/api/admin/clients/:id/plan/pdf', 'admin', DownloadPlanPdfRequest, DownloadPlanPdfResponseHeaders, 'file'),
  call('POST', '/api/clients/:id/generate-onboarding-form', 'admin', GenerateOnboardingFormRequest, GenerateOnboardingFormResponse),
  call('POST', '/api/clients/:id/download-onboarding-form', 'admin', DownloadOnboardingFormRequest, DownloadOnboardingFormResponse, 'html'),
  call('GET', '/api/admin/status', 'admin', null, AdminStatusResponse),
  call('GET', '/api/admin/dashboard', 'admin', null, AdminDashboardResponse),
  call('POST', '/api/admin/login', 'admin', AdminLoginRequest, AdminLoginResponse),
  call('POST', '/api/admin/logout', 'admin', AdminLogoutRequest, AdminLogoutResponse),
  call('GET', '/api/logout', 'admin', LogoutRequest, LogoutResponseHeaders, 'redirect'),
  call('POST', '/api/client/login', 'admin', ClientLoginRequest, ClientLoginResponse),
  call('POST', '/api/client/signup', 'admin', ClientSignupRequest, ClientSignupResponse),
  call('GET', '/api/client/status', 'admin', null, ClientStatusResponse),
  call('GET', '/api/client/dashboard', 'admin', null, ClientDashboardResponse),
  call('POST', '/api/client/logout', 'admin', ClientLogoutRequest, ClientLogoutResponse),
  call('GET', '/api/subscription-plans', 'billing', null, SubscriptionPlansResponse),
  call('POST', '/api/create-subscription', 'billing', CreateSubscriptionRequest, CreateSubscriptionResponse),
  call('POST', '/api/update-subscription', 'billing', UpdateSubscriptionRequest, UpdateSubscriptionResponse),
  call('POST', '/api/cancel-subscription', 'billing', CancelSubscriptionRequest, CancelSubscriptionResponse),
];

/** A call's concrete path, e.g. `apiPath('/api/admin/clients/:id', { id })`. */
export function apiPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`apiPath: missing :${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
