/**
 * One valid request and answer for each §7 call, written from the spec's field lists. Used by the
 * contracts tests to prove every schema accepts what the spec describes.
 */
export const SUBMISSION_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
/** The fixture submission's business (the database gives each address one). */
export const BUSINESS_ID = '5e2d8c1a-7b4f-4a93-8d6e-2c1b0a9f8e7d';
/** Another address of the fixture business, which submitted too and so made a business of its own, until merged. */
export const SECOND_ADDRESS = 'front-desk@glowmedspa.com';
/** The run token the desk issued to the fixture business's automation, as the platform's pact sends it (the provider stores its digest). */
export const EXAMPLE_INGEST_TOKEN = 'ba_run_Zm9yLXRoZS1wYWN0LW9ubHktbm90LWEtcmVhbC10b2s';
export const SECOND_BUSINESS_ID = '9c4b2a1d-6e5f-4d3c-8b2a-1f0e9d8c7b6a';
const OTHER_ID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
/** An id no submission has: the 404 of a lookup. */
export const UNKNOWN_SUBMISSION_ID = '0b6f3c1e-2d4a-4e8b-9f70-1a2b3c4d5e6f';

export const exampleSuggestion = {
  id: 'instagram-dm-autoresponder',
  title: 'Instagram DM Autoresponder',
  tags: ['Instagram', 'Lead Capture'],
  description: 'Answers new DMs instantly and books consultations.',
  benefit: 'Never miss a lead after hours',
  setupCost: 50000,
  monthlyCost: 9700,
  impact: 'high',
};

export const exampleIntake = {
  businessName: 'Glow Med Spa',
  contactEmail: 'owner@glowmedspa.com',
  industry: 'med-spa',
  companySize: 'Small Team (2-10)',
  monthlyRevenue: '$25k - $50k',
  primaryGoals: ['Increase Sales & Revenue', 'Reduce Manual Work'],
  currentTools: 'Square, Instagram',
  painPoints: 'Missed DMs after hours',
};

/** The admin password of the examples; the admin desk's provider test runs svc-admin with it. */
export const exampleAdminPassword = 'correct horse';

/** A generated plan's content, as the plan generator writes it. */
export const examplePlanData = {
  executiveSummary: 'Automate lead capture and booking.',
  implementationTimeline: [{ phase: 'Week 1', title: 'Setup', description: 'Connect Instagram and the calendar.' }],
};

const subscription = {
  plan: 'Growth',
  status: 'active',
  nextBillingDate: '2026-12-22T00:00:00.000Z',
  maxAutomations: 10,
  cancelAtPeriodEnd: false,
  billing: 'yearly',
  priceCents: 297000,
  currentPeriodEnd: '2026-12-22T00:00:00.000Z',
  scheduledChange: null,
  paymentIssue: null,
  actionClientSecret: null,
  card: { brand: 'visa', last4: '4242' },
};

const onboardingForm = {
  title: 'Glow Med Spa Onboarding',
  description: 'What we need to build your automations.',
  estimatedTime: '15 minutes',
  fields: [
    { id: 'instagram', label: 'Instagram handle', type: 'text', required: true, placeholder: '@glowmedspa', category: 'Accounts' },
    { id: 'hours', label: 'Opening hours', type: 'textarea', required: false, description: 'When can clients book?' },
    { id: 'crm', label: 'CRM', type: 'select', required: true, options: ['None', 'HubSpot', 'Other'] },
    { id: 'logo', label: 'Logo', type: 'file', required: false },
  ],
  phases: [{ title: 'Accounts', description: 'Access we need', fields: [{ id: 'ig', label: 'Instagram login', type: 'email', required: true }] }],
  nextSteps: ['We review your answers', 'We build in 24 hours'],
  implementationGuide: { overview: 'Two phases.', timeline: { totalDuration: '2-3 weeks' } },
  successMetrics: { kpis: ['Response time under 1 minute'] },
};

/** Keyed `METHOD path` as SPEC §7 lists the calls; request is undefined where nothing is read. */
export const apiExamples: Record<string, { request?: unknown; response: unknown }> = {
  'GET /api/auth/user': { response: { kind: 'client', clientId: SUBMISSION_ID, email: 'owner@glowmedspa.com' } },
  'POST /api/business-intake': {
    request: exampleIntake,
    response: { client: { id: SUBMISSION_ID, businessName: 'Glow Med Spa' }, suggestions: [exampleSuggestion], pickedBy: 'catalog' },
  },
  'POST /api/create-payment-intent': { request: { package: 'growth' }, response: { clientSecret: 'pi_123_secret_456' } },
  'POST /api/workflow-selection': {
    request: { clientId: SUBMISSION_ID, selectedWorkflows: [exampleSuggestion] },
    response: { success: true, selectedCount: 1, planStatus: 'pending', totalSetupCost: 50000, totalMonthlyCost: 9700 },
  },
  'POST /api/admin/generate-email': {
    request: { clientId: SUBMISSION_ID, emailType: 'welcome' },
    response: { subject: 'Welcome aboard', body: 'Hi Glow Med Spa, ...' },
  },
  'POST /api/admin/send-email': {
    request: { clientId: SUBMISSION_ID, subject: 'Your plan is ready', body: 'Hi, your plan is attached.' },
    response: { success: true, emailId: OTHER_ID },
  },
  'POST /api/admin/schedule-call': {
    request: { clientId: SUBMISSION_ID, callType: 'video', duration: 45, scheduledDate: '2026-11-24', scheduledTime: '14:30', agenda: 'Plan review', notes: 'Bring numbers' },
    // SPEC reads meetingLink; the id of the booked call comes with it.
    response: { meetingLink: 'https://meet.jit.si/biz-automate-3f1c2b4a', callId: OTHER_ID },
  },
  'POST /api/admin/generate-meeting-link': {
    request: { callType: 'phone', duration: 15 },
    response: { meetingLink: 'https://meet.jit.si/biz-automate-9a8b7c6d' },
  },
  'DELETE /api/admin/clients/:id': { request: { id: SUBMISSION_ID }, response: { success: true } },
  'GET /api/admin/clients/:id/plan/pdf': {
    request: { id: SUBMISSION_ID },
    // The file's bytes; the headers that make them a download are DownloadPlanPdfResponseHeaders.
    response: new TextEncoder().encode('%PDF-1.7'),
  },
  'POST /api/clients/:id/generate-onboarding-form': { request: {}, response: onboardingForm },
  'POST /api/clients/:id/download-onboarding-form': { request: {}, response: '<!doctype html><title>Onboarding</title>' },
  'GET /api/admin/status': { response: { isAdmin: true, authenticated: true } },
  'GET /api/admin/dashboard': {
    response: {
      stats: { totalSubmissions: 1, businesses: 1, plansGenerated: 1, pendingReview: 0, pipelineValue: 100000 },
      support: { waiting: 1, firstResponses: { due: 3, withinPromise: 2 } },
      pipeline: { sprints: 100000, subscriptionsYear: 0, proposals: 0, proposed: 116400 },
      submissions: [
        {
          id: SUBMISSION_ID,
          businessId: BUSINESS_ID,
          submissionCount: 1,
          businessName: 'Glow Med Spa',
          contactEmail: 'owner@glowmedspa.com',
          industry: 'med-spa',
          companySize: 'Small Team (2-10)',
          monthlyRevenue: null,
          primaryGoals: ['Increase Sales & Revenue'],
          currentTools: null,
          painPoints: 'Missed DMs',
          totalValue: 116400,
          status: 'generated',
          createdAt: '2026-11-22T08:00:00.000Z',
          plan: { status: 'generated', planData: examplePlanData, totalSetupCost: 50000, totalMonthlyCost: 9700 },
          stage: 'new',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    },
  },
  'POST /api/admin/login': { request: { password: exampleAdminPassword }, response: { success: true } },
  'POST /api/admin/logout': { request: {}, response: { success: true } },
  'GET /api/logout': { response: undefined },
  'POST /api/client/login': { request: { email: 'owner@glowmedspa.com', password: 'x' }, response: { success: true, message: 'Login successful' } },
  'POST /api/client/signup': {
    request: { email: 'owner@glowmedspa.com', password: 'longenough', businessName: 'Glow Med Spa' },
    response: { success: true, message: 'Account created' },
  },
  'GET /api/client/status': { response: { authenticated: false } },
  'GET /api/client/dashboard': {
    response: {
      client: { id: SUBMISSION_ID, businessName: 'Glow Med Spa', email: 'owner@glowmedspa.com', emailVerified: true, emailNotifications: true },
      automations: [
        {
          id: OTHER_ID,
          title: 'Instagram DM Autoresponder',
          description: 'Answers DMs',
          status: 'live',
          estimatedWeeklyTimeSaved: 6,
          actualWeeklyTimeSaved: 7.5,
          minutesPerRun: 3,
          runMinutesCeiling: 60,
          reportedRuns: { today: 12, thisWeek: 150 },
          savingsBasis: 'measured',
          ingestTokenIssuedAt: '2026-11-20T09:00:00.000Z',
          setupCost: 50000,
          monthlyCost: 9700,
          progressPercent: 100,
          goLiveDate: '2026-11-20',
          lastActivityAt: '2026-11-22T07:59:00.000Z',
          resumeRequestedAt: null,
          sprint: null,
          supportEndsOn: null,
        },
      ],
      totalWeeklySavings: 18750,
      totalMonthlySavings: 81250,
      totalTimesSaved: 7.5,
      liveAutomations: 1,
      sprints: [],
      hourValue: { cents: 2500, setFor: 'agency-default' },
      savingsHistory: [{ weekStart: '2026-11-16', hours: 7.5, savingsCents: 18750 }],
      subscription,
      notifications: [{ id: OTHER_ID, title: 'Automation live', message: 'Your DM bot is live', isRead: false, createdAt: '2026-11-22T07:00:00.000Z' }],
    },
  },
  'POST /api/client/logout': { request: {}, response: { success: true } },
  'GET /api/subscription-plans': {
    response: [{ name: 'Starter', description: 'Small', monthlyPrice: 9700, yearlyPrice: 97000, maxAutomations: 3, features: ['A'] }],
  },
  'POST /api/create-subscription': {
    request: { planName: 'Growth', billing: 'yearly', paymentMethodId: 'pm_card_visa' },
    response: { requiresAction: false, clientSecret: null },
  },
  'POST /api/update-subscription': { request: { planName: 'Enterprise', billing: 'monthly' }, response: { subscription } },
  'POST /api/cancel-subscription': { request: { immediate: false }, response: { immediate: false } },
};

/** A complete /lockin/form lead (SPEC §3) that passes every §5 rule. */
export const exampleLead = {
  businessName: 'Paws & Claws',
  contactEmail: 'hello@pawsclaws.example',
  contactPhone: '(555) 123-4567',
  industry: 'Other',
  businessType: 'Small Business (2-10 employees)',
  currentRevenue: '$100k - $500k/year',
  mainGoals: 'Book more grooming appointments automatically',
  timeline: 'ASAP (This week)',
} as const;
