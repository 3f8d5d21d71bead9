import { AdminLoginRequest } from './admin-auth';
import { GenerateEmailRequest, SendEmailRequest } from './email';
import { GenerateMeetingLinkRequest, ScheduleCallRequest } from './call';
import { DeleteSubmissionConfirmation, planPdfFileName, DownloadPlanPdfResponseHeaders } from './submission-records';
import { SUBMISSION_ID } from '../testing/api-examples.fixture';
import { fieldErrors } from '../testing/field-errors.fixture';

describe('admin login (SPEC §5: password required, blank not submitted)', () => {
  it('keeps the password exactly as typed', () => {
    expect(AdminLoginRequest.parse({ password: ' secret ' }).password).toBe(' secret ');
  });

  it.each([[{ password: '' }], [{ password: '   ' }], [{}]])('refuses %o', (input) => {
    expect(fieldErrors(AdminLoginRequest, input)).toEqual({ password: ['Password is required'] });
  });
});

describe('email generation', () => {
  it('defaults to the plan_ready email', () => {
    expect(GenerateEmailRequest.parse({ clientId: SUBMISSION_ID }).emailType).toBe('plan_ready');
  });

  it('takes a custom subject only for a custom email', () => {
    expect(fieldErrors(GenerateEmailRequest, { clientId: SUBMISSION_ID, emailType: 'custom', customSubject: 'Hello' })).toEqual({});
    expect(Object.keys(fieldErrors(GenerateEmailRequest, { clientId: SUBMISSION_ID, emailType: 'welcome', customSubject: 'Hello' }))).toEqual(['customSubject']);
    expect(fieldErrors(GenerateEmailRequest, { clientId: SUBMISSION_ID, emailType: 'welcome', customSubject: ' ' })).toEqual({});
    expect(Object.keys(fieldErrors(GenerateEmailRequest, { clientId: SUBMISSION_ID, emailType: 'newsletter' }))).toEqual(['emailType']);
  });
});

describe('send email (SPEC §5: subject and body non-blank)', () => {
  const ok = { clientId: SUBMISSION_ID, subject: 'Your plan', body: 'Hello' };

  it.each([
    [{ subject: '' }, 'subject'],
    [{ subject: ' \n ' }, 'subject'],
    [{ body: '' }, 'body'],
    [{ body: '   ' }, 'body'],
    [{ body: undefined }, 'body'],
  ])('%o fails on %s with the Missing Information text', (change, field) => {
    expect(fieldErrors(SendEmailRequest, { ...ok, ...change })).toEqual({ [field]: ['Please provide both subject and email content.'] });
  });

  it('accepts both present', () => {
    expect(fieldErrors(SendEmailRequest, ok)).toEqual({});
  });
});

describe('schedule call (SPEC §5, §9)', () => {
  const ok = { clientId: SUBMISSION_ID, callType: 'phone', scheduledDate: '2026-11-24', scheduledTime: '17:00' };

  it('defaults to a 30-minute call', () => {
    expect(ScheduleCallRequest.parse(ok).duration).toBe(30);
    expect(GenerateMeetingLinkRequest.parse({ callType: 'video' }).duration).toBe(30);
  });

  it.each([
    [{ scheduledDate: '' }, 'scheduledDate'],
    [{ scheduledDate: undefined }, 'scheduledDate'],
    [{ scheduledDate: '2026-02-30' }, 'scheduledDate'],
    [{ scheduledTime: '' }, 'scheduledTime'],
    [{ scheduledTime: undefined }, 'scheduledTime'],
    [{ scheduledTime: '08:30' }, 'scheduledTime'],
    [{ scheduledTime: '10:15' }, 'scheduledTime'],
  ])('%o fails on %s with the date-and-time text', (change, field) => {
    expect(fieldErrors(ScheduleCallRequest, { ...ok, ...change })).toEqual({ [field]: ['Please select both date and time for the call.'] });
  });

  it('accepts only 15, 30, 45 or 60 minutes and video or phone', () => {
    for (const duration of [15, 30, 45, 60]) expect(fieldErrors(ScheduleCallRequest, { ...ok, duration })).toEqual({});
    expect(Object.keys(fieldErrors(ScheduleCallRequest, { ...ok, duration: 20 }))).toEqual(['duration']);
    expect(Object.keys(fieldErrors(ScheduleCallRequest, { ...ok, duration: '30' }))).toEqual(['duration']);
    expect(Object.keys(fieldErrors(GenerateMeetingLinkRequest, { callType: 'zoom', duration: 15 }))).toEqual(['callType']);
  });
});

describe('delete client confirmation (SPEC §5)', () => {
  it('needs the business name typed exactly', () => {
    const confirm = DeleteSubmissionConfirmation('Glow Med Spa');
    expect(confirm.safeParse('Glow Med Spa').success).toBe(true);
    for (const typed of ['glow med spa', 'Glow Med Spa ', '']) {
      expect(confirm.safeParse(typed).error?.issues[0].message).toBe("Business name doesn't match");
    }
  });
});

describe('plan PDF download', () => {
  it('names the file after the business, safely', () => {
    expect(planPdfFileName('Glow Med Spa')).toBe('glow-med-spa-automation-plan.pdf');
    expect(planPdfFileName('"../..\\"')).toBe('client-automation-plan.pdf');
    expect(planPdfFileName('Café Olé & Co.')).toBe('cafe-ole-co-automation-plan.pdf');
    expect(planPdfFileName('日本の店')).toBe('client-automation-plan.pdf');
    const headers = { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${planPdfFileName("Bob's Café")}"` };
    expect(DownloadPlanPdfResponseHeaders.safeParse(headers).success).toBe(true);
  });
});
