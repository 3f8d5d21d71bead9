import { ErrorEnvelope, HealthReport, ValidationMessage as M, type BusinessIntakeRequest } from '@biz/contracts';
import { createServiceApp, dropSchema, uniqueSchemaName } from '@biz/server-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from '../app.module';
import { loadIntakeEnv } from '../config/env';
import { RECOMMENDATIONS_NOT_AVAILABLE } from './intake.service';
import { SubmissionRepository } from './submission.repository';

const env = loadIntakeEnv({ ...process.env, INTAKE_DB_SCHEMA: uniqueSchemaName('intake') });
let app: NestFastifyApplication;

const valid: BusinessIntakeRequest = {
  businessName: 'Happy Paws',
  contactEmail: 'owner@happypaws.example',
  industry: 'dog-care',
  companySize: 'Small Team (2-10)',
  primaryGoals: ['Reduce Manual Work'],
};

beforeAll(async () => {
  ({ app } = await createServiceApp({ module: AppModule.forRoot(env), name: 'svc-intake', logLevel: 'silent' }));
});

afterAll(async () => {
  await app?.close();
  await dropSchema(env.DATABASE_URL, env.INTAKE_DB_SCHEMA);
});

function post(payload: string | object, contentType = 'application/json') {
  return app.inject({
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
    const res = await app.inject({ method: 'POST', url: '/api/business-intake' });
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(res.json()).error.code).toBe('ValidationFailed');
  });

  it('a valid submission is refused as not implemented yet, and nothing is stored', async () => {
    const repository = app.get(SubmissionRepository);
    const before = await repository.count();
    const res = await post({ ...valid, monthlyRevenue: '$10k - $25k', currentTools: 'Google Sheets', painPoints: 'Missed calls' });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({ error: { code: 'NotImplemented', message: RECOMMENDATIONS_NOT_AVAILABLE } });
    expect(await repository.count()).toBe(before);
  });
});

describe('submissions table', () => {
  it('stores a submission with a generated id, status pending and a creation time', async () => {
    const stored = await app.get(SubmissionRepository).create({ ...valid, painPoints: 'Missed calls' });
    expect(stored).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      businessName: 'Happy Paws',
      industry: 'dog-care',
      primaryGoals: ['Reduce Manual Work'],
      monthlyRevenue: null,
      painPoints: 'Missed calls',
      totalValueCents: 0,
      status: 'pending',
    });
    expect(Date.now() - stored.createdAt.getTime()).toBeLessThan(60_000);
  });
});

describe('health', () => {
  it('is ready with Postgres and Redis up', async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(HealthReport.parse(res.json())).toMatchObject({ status: 'ok', service: 'svc-intake', checks: { postgres: { status: 'up' }, redis: { status: 'up' } } });
  });
});
