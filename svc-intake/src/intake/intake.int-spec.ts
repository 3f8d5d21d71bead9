import { BusinessIntakeRequest, CompanySizes, ErrorEnvelope, Goals, HealthReport, IndustrySlugs, ValidationMessage as M, WorkflowSelectionRequest } from '@biz/contracts';
import { fromClientAddress } from '@biz/server-kit/testing';
import fc from 'fast-check';
import { startIntakeTestApp, type IntakeTestApp } from '../testing/intake-test-app';

// Validation needs no worker: nothing valid reaches it here.
let t: IntakeTestApp;

const valid = {
  businessName: 'Happy Paws',
  contactEmail: 'owner@happypaws.example',
  industry: 'dog-care',
  companySize: 'Small Team (2-10)',
  primaryGoals: ['Reduce Manual Work'],
} satisfies BusinessIntakeRequest;

beforeAll(async () => {
  t = await startIntakeTestApp({ INTAKE_RATE_LIMIT_PER_MINUTE: '1000' });
});

afterAll(async () => {
  await t?.close();
});

function post(payload: string | object, contentType = 'application/json') {
  return t.app.inject({
    method: 'POST',
    url: '/api/business-intake',
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

describe('POST /api/business-intake validation', () => {
  it('an empty form gets every required field\'s SPEC §5 message', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'ValidationFailed',
        message: 'Validation failed',
        fields: {
          businessName: [M.businessNameRequired],
          contactEmail: [M.validEmailRequired],
          industry: [M.industryRequired],
          companySize: [M.companySizeRequired],
          primaryGoals: [M.selectAtLeastOneGoal],
        },
      },
    });
  });

  it.each([
    ['a blank business name', { businessName: '   ' }, 'businessName', M.businessNameRequired],
    ['an email without a domain', { contactEmail: 'owner@' }, 'contactEmail', M.validEmailRequired],
    ['an industry that is not a slug', { industry: 'Dog Care' }, 'industry', M.industryRequired],
    ['an unknown company size', { companySize: 'Huge' }, 'companySize', M.companySizeRequired],
    ['no goals', { primaryGoals: [] }, 'primaryGoals', M.selectAtLeastOneGoal],
    ['goals that are not a list', { primaryGoals: 'Scale Operations' }, 'primaryGoals', M.selectAtLeastOneGoal],
  ])('%s is a 400 naming only that field', async (_case, change, field, message) => {
    const res = await post({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    const body = ErrorEnvelope.parse(res.json());
    expect(body.error.code).toBe('ValidationFailed');
    expect(body.error.fields).toEqual({ [field]: [message] });
  });

  it.each([
    ['malformed JSON', '{"businessName": "Happy Paws",', 'application/json'],
    ['an empty JSON body', '', 'application/json'],
    ['a JSON array', '[1, 2]', 'application/json'],
    ['a prototype-poisoning body', '{"__proto__": {"isAdmin": true}, "businessName": "x"}', 'application/json'],
    ['a plain-text body', 'businessName=Happy Paws', 'text/plain'],
    ['a form-encoded body', 'businessName=Happy+Paws', 'application/x-www-form-urlencoded'],
  ])('%s is a 400 in the error envelope, never a 500', async (_case, payload, contentType) => {
    const res = await post(payload, contentType);
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(res.json()).error.code).toBe('ValidationFailed');
  });

  it('a request without a body is a 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/business-intake' });
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(res.json()).error.code).toBe('ValidationFailed');
  });

  it('a filled honeypot is a 400 and nothing is stored', async () => {
    const before = await t.rowCounts();
    const res = await post({ ...valid, website: 'http://spam.example' });
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(res.json()).error.fields).toHaveProperty('website');
    expect(await t.rowCounts()).toEqual(before);
  });
});

describe('fuzz: malformed payloads', () => {
  const goal = fc.constantFrom(...Goals);
  const junk = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
  // Valid-looking bodies with at least one field broken or missing.
  const intakeBody = fc
    .record({ businessName: fc.oneof(fc.string({ maxLength: 300 }), junk), contactEmail: fc.oneof(fc.emailAddress(), junk), industry: fc.oneof(fc.constantFrom(...IndustrySlugs), junk), companySize: fc.oneof(fc.constantFrom(...CompanySizes), junk), primaryGoals: fc.oneof(fc.array(goal, { maxLength: 3 }), junk), website: fc.oneof(fc.constant(undefined), fc.string({ minLength: 1 })) }, { requiredKeys: [] })
    .filter((body) => !BusinessIntakeRequest.safeParse(body).success);
  const selectionBody = fc
    .record({ clientId: fc.oneof(fc.uuid(), junk), selectedWorkflows: fc.oneof(fc.array(fc.object({ maxDepth: 1 }), { maxLength: 3 }), junk) }, { requiredKeys: [] })
    .filter((body) => !WorkflowSelectionRequest.safeParse(body).success);

  it.each([
    ['/api/business-intake', intakeBody],
    ['/api/workflow-selection', selectionBody],
  ] as const)('%s answers 200+ malformed bodies with 4xx only and writes no row', async (url, arbitrary) => {
    const before = await t.rowCounts();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(arbitrary, fc.jsonValue()), async (body) => {
        const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...fromClientAddress(`10.9.${sent >> 8}.${sent++ & 255}`) }, payload: JSON.stringify(body) ?? '' });
        return res.statusCode >= 400 && res.statusCode < 500;
      }),
      { numRuns: 220 },
    );
    expect(sent).toBeGreaterThanOrEqual(200);
    expect(await t.rowCounts()).toEqual(before);
  });
});

describe('health', () => {
  it('is ready with Postgres and Redis up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(HealthReport.parse(res.json())).toMatchObject({ status: 'ok', service: 'svc-intake', checks: { postgres: { status: 'up' }, redis: { status: 'up' } } });
  });
});
