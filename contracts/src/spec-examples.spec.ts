import type { z } from 'zod';
import { AdminLoginRequest, AdminLoginResponse, AdminLogoutRequest, AdminLogoutResponse } from './admin/admin-auth';
import { AdminStatusResponse } from './admin/admin-status';
import { GenerateMeetingLinkRequest, GenerateMeetingLinkResponse, ScheduleCallRequest, ScheduleCallResponse } from './admin/call';
import { AdminDashboardResponse } from './admin/admin-dashboard-api';
import { GenerateEmailRequest, GenerateEmailResponse, SendEmailRequest, SendEmailResponse } from './admin/email';
import {
  DownloadOnboardingFormRequest,
  DownloadOnboardingFormResponse,
  GenerateOnboardingFormRequest,
  GenerateOnboardingFormResponse,
} from './admin/onboarding-form';
import { DeleteSubmissionRequest, DeleteSubmissionResponse, DownloadPlanPdfRequest, DownloadPlanPdfResponse } from './admin/submission-records';
import { AuthUserResponse, LogoutResponse } from './auth/auth-user';
import { CreatePaymentIntentRequest, CreatePaymentIntentResponse } from './billing/payment-intent';
import {
  CancelSubscriptionRequest,
  CancelSubscriptionResponse,
  CreateSubscriptionRequest,
  CreateSubscriptionResponse,
  UpdateSubscriptionRequest,
  UpdateSubscriptionResponse,
} from './billing/subscription';
import { SubscriptionPlansResponse } from './billing/subscription-plans';
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
import { Endpoints, endpointNames } from './http/endpoints';
import { EndpointSchemas } from './http/endpoint-schemas';
import { BusinessIntakeRequest, BusinessIntakeResponse } from './intake/business-intake';
import { WorkflowSelectionRequest, WorkflowSelectionResponse } from './intake/workflow-selection';
import { apiExamples } from './testing/api-examples.fixture';

/**
 * The 26 calls of SPEC §7 and the schemas written for them, in the spec's order. Endpoints are declared in
 * `Endpoints` only once a service serves them; these schemas are ready for the ones still to come.
 * For calls without a body the request schema is the path parameters'; for file and redirect answers the
 * response schema is that of the headers which carry it.
 */
const specCalls: ReadonlyArray<[string, z.ZodType | null, z.ZodType]> = [
  ['GET /api/auth/user', null, AuthUserResponse],
  ['POST /api/business-intake', BusinessIntakeRequest, BusinessIntakeResponse],
  ['POST /api/create-payment-intent', CreatePaymentIntentRequest, CreatePaymentIntentResponse],
  ['POST /api/workflow-selection', WorkflowSelectionRequest, WorkflowSelectionResponse],
  ['POST /api/admin/generate-email', GenerateEmailRequest, GenerateEmailResponse],
  ['POST /api/admin/send-email', SendEmailRequest, SendEmailResponse],
  ['POST /api/admin/schedule-call', ScheduleCallRequest, ScheduleCallResponse],
  ['POST /api/admin/generate-meeting-link', GenerateMeetingLinkRequest, GenerateMeetingLinkResponse],
  ['DELETE /api/admin/clients/:id', DeleteSubmissionRequest, DeleteSubmissionResponse],
  ['GET /api/admin/clients/:id/plan/pdf', DownloadPlanPdfRequest, DownloadPlanPdfResponse],
  ['POST /api/clients/:id/generate-onboarding-form', GenerateOnboardingFormRequest, GenerateOnboardingFormResponse],
  ['POST /api/clients/:id/download-onboarding-form', DownloadOnboardingFormRequest, DownloadOnboardingFormResponse],
  ['GET /api/admin/status', null, AdminStatusResponse],
  ['GET /api/admin/dashboard', null, AdminDashboardResponse],
  ['POST /api/admin/login', AdminLoginRequest, AdminLoginResponse],
  ['POST /api/admin/logout', AdminLogoutRequest, AdminLogoutResponse],
  ['GET /api/logout', null, LogoutResponse],
  ['POST /api/client/login', ClientLoginRequest, ClientLoginResponse],
  ['POST /api/client/signup', ClientSignupRequest, ClientSignupResponse],
  ['GET /api/client/status', null, ClientStatusResponse],
  ['GET /api/client/dashboard', null, ClientDashboardResponse],
  ['POST /api/client/logout', ClientLogoutRequest, ClientLogoutResponse],
  ['GET /api/subscription-plans', null, SubscriptionPlansResponse],
  ['POST /api/create-subscription', CreateSubscriptionRequest, CreateSubscriptionResponse],
  ['POST /api/update-subscription', UpdateSubscriptionRequest, UpdateSubscriptionResponse],
  ['POST /api/cancel-subscription', CancelSubscriptionRequest, CancelSubscriptionResponse],
];

describe('the 26 calls of SPEC §7', () => {
  it('each have one example', () => {
    expect(specCalls).toHaveLength(26);
    expect(specCalls.map(([key]) => key).sort()).toEqual(Object.keys(apiExamples).sort());
  });

  it.each(specCalls)('%s accepts the spec example request and answer', (key, request, response) => {
    const example = apiExamples[key];
    if (request) expect(request.safeParse(example.request ?? {}).error).toBeUndefined();
    else expect(example.request).toBeUndefined();
    expect(response.safeParse(example.response).error).toBeUndefined();
  });

  it('that are served are declared with the same schemas', () => {
    const served = endpointNames.filter((name) => `${Endpoints[name].method} ${Endpoints[name].path}` in apiExamples);
    expect(served.length).toBeGreaterThanOrEqual(5);
    for (const name of served) {
      const [, request, response] = specCalls.find(([key]) => key === `${Endpoints[name].method} ${Endpoints[name].path}`)!;
      const schemas: { body?: z.ZodType; response: z.ZodType } = EndpointSchemas[name];
      expect(schemas.response).toBe(response);
      if (schemas.body) expect(schemas.body).toBe(request);
    }
  });

  it('rejects answers that break the contract (so the example checks above can fail)', () => {
    expect(BusinessIntakeResponse.safeParse({ client: { id: 'not-a-uuid', businessName: 'x' }, suggestions: [] }).success).toBe(false);
    expect(SubscriptionPlansResponse.safeParse([{ name: 'Gold', description: '', monthlyPrice: 1, yearlyPrice: 10, maxAutomations: 1, features: [] }]).success).toBe(false);
    expect(SubscriptionPlansResponse.safeParse([{ name: 'Starter', description: '', monthlyPrice: 97.5, yearlyPrice: 10, maxAutomations: 1, features: [] }]).success).toBe(false);
  });
});
