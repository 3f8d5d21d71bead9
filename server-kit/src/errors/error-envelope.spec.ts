import { BadRequestException, ForbiddenException, HttpException, InternalServerErrorException, NotFoundException } from '@nestjs/common';
import { BusinessIntakeRequest, RETRY_AFTER_SECONDS, ValidationMessage as M } from '@biz/contracts';
import { z } from 'zod';
import { AppError, ValidationFailed } from './app-error';
import { SERVICE_UNAVAILABLE_MESSAGE, toErrorEnvelope } from './error-envelope';
import { parseOrFail } from './parse-or-fail';

describe('the error envelope', () => {
  it('turns a failed zod parse into a 400 with the field messages', () => {
    const result = z.object({ email: z.email('Valid email is required'), tags: z.array(z.string()).min(1, 'Pick one') }).safeParse({ email: 'x', tags: [] });
    expect(result.success).toBe(false);
    expect(toErrorEnvelope(result.error)).toEqual({
      status: 400,
      unexpected: false,
      body: { error: { code: 'ValidationFailed', message: 'Validation failed', fields: { email: ['Valid email is required'], tags: ['Pick one'] } } },
    });
  });

  it('answers a context error with its own status and code', () => {
    class SubmissionNotFound extends AppError {
      constructor() {
        super(404, 'SubmissionNotFound', 'Submission not found');
      }
    }
    expect(toErrorEnvelope(new SubmissionNotFound())).toEqual({ status: 404, unexpected: false, body: { error: { code: 'SubmissionNotFound', message: 'Submission not found' } } });
  });

  it.each([
    [new ForbiddenException(), 403, 'Forbidden'],
    [new NotFoundException('Cannot GET /api/nope'), 404, 'NotFound'],
    [new HttpException('Slow down', 429), 429, 'RateLimited'],
    [new BadRequestException('Bad thing'), 400, 'BadRequest'],
  ])('maps Nest\'s %p to status %p, code %p', (exception, status, code) => {
    expect(toErrorEnvelope(exception)).toMatchObject({ status, body: { error: { code } }, unexpected: false });
  });

  it('answers Fastify\'s body errors (bad JSON, wrong content type) as a 400', () => {
    const badJson = new HttpException('Body is not valid JSON but content-type is set to \'application/json\'', 400, { cause: Object.assign(new Error('x'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY' }) });
    const wrongType = new HttpException('Unsupported Media Type', 415, { cause: Object.assign(new Error('x'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }) });
    expect(toErrorEnvelope(badJson)).toMatchObject({ status: 400, body: { error: { code: 'ValidationFailed', message: 'Request body is not valid JSON' } } });
    expect(toErrorEnvelope(wrongType)).toMatchObject({ status: 400, body: { error: { code: 'ValidationFailed' } } });
  });

  it('answers a dependency that is down 503 with Retry-After, naming it for the log only', () => {
    const mapped = toErrorEnvelope(new Error('Connection terminated unexpectedly'));
    expect(mapped).toEqual({
      status: 503,
      unexpected: false,
      retryAfterSeconds: RETRY_AFTER_SECONDS,
      dependency: { dependency: 'postgres', reason: 'Connection terminated unexpectedly' },
      body: { error: { code: 'ServiceUnavailable', message: SERVICE_UNAVAILABLE_MESSAGE } },
    });
    expect(toErrorEnvelope(new HttpException('Down', 503)).retryAfterSeconds).toBe(RETRY_AFTER_SECONDS);
  });

  it('hides what went wrong inside an unexpected error, and flags it for the log', () => {
    const leaky = new Error('duplicate key value violates unique constraint "users_pkey" password=hunter2');
    const mapped = toErrorEnvelope(leaky);
    expect(mapped).toEqual({ status: 500, unexpected: true, body: { error: { code: 'Internal', message: 'Internal server error' } } });
    expect(JSON.stringify(toErrorEnvelope(new InternalServerErrorException('pool exhausted at db-3')).body)).not.toContain('db-3');
    expect(toErrorEnvelope('a thrown string').status).toBe(500);
  });
});

describe('parseOrFail(Schema, value)', () => {
  const valid = { businessName: ' Happy Paws ', contactEmail: 'a@b.co', industry: 'dog-care', companySize: 'Solo', primaryGoals: ['Scale Operations'] };

  it('hands the handler the parsed value (trimmed by the schema)', () => {
    expect(parseOrFail(BusinessIntakeRequest, valid)).toMatchObject({ businessName: 'Happy Paws' });
  });

  it('throws a 400 carrying the SPEC §5 message of each bad field', () => {
    let thrown: unknown;
    try {
      parseOrFail(BusinessIntakeRequest, { ...valid, contactEmail: 'nope', primaryGoals: [] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationFailed);
    expect(toErrorEnvelope(thrown).body.error.fields).toEqual({ contactEmail: [M.validEmailRequired], primaryGoals: [M.selectAtLeastOneGoal] });
  });

  it('treats a missing body as invalid, not as a crash', () => {
    expect(() => parseOrFail(BusinessIntakeRequest, undefined)).toThrow(ValidationFailed);
  });
});
