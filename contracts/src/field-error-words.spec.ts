import { z } from 'zod';
import * as contracts from './index';

/** The schemas behind the desk's and the portal's forms (and the API's field errors for the same bodies). */
const formSchemaNames = [
  'AddNoteRequest',
  'AdminLoginRequest',
  'ChangeEmailRequest',
  'ChangePasswordRequest',
  'ChangeStaffPasswordRequest',
  'CheckoutRecoveryTemplate',
  'ClientLoginRequest',
  'ClientSignupRequest',
  'CreateSubscriptionRequest',
  'InviteStaffRequest',
  'MergeBusinessRequest',
  'MoveStageRequest',
  'PasswordResetConfirmRequest',
  'PasswordResetRequest',
  'RescheduleCallRequest',
  'ScheduleCallRequest',
  'SendEmailRequest',
  'SetFollowUpRequest',
  'StaffLoginRequest',
  'StaffLoginVerifyRequest',
  'SupportTicketRequest',
  'TicketMessageRequest',
  'UpdateAutomationRequest',
] as const satisfies ReadonlyArray<keyof typeof contracts>;
const formSchemas: Array<[string, z.ZodType]> = formSchemaNames.map((name) => [name, contracts[name]]);

/** Out of range, of the wrong kind, empty, huge: what a person can type or a form can send. */
const badValues: unknown[] = [undefined, null, '', '   ', 'x'.repeat(20_000), -1, 101, 1e12, 1.5, Number.NaN, 'not a number', true, [], {}, '2026-13-45', 'not-an-email'];

/** zod's own wording, which must never reach a screen. */
const RAW_ZOD = /expected|received|Too big|Too small|Invalid input|Invalid option|Invalid string|Invalid (email|UUID|URL|ISO)|[<>]=?\s*\d/i;

function fieldsOf(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : ['_'];
}

function messagesFor(schema: z.ZodType): string[] {
  const messages = new Set<string>();
  for (const field of fieldsOf(schema)) {
    for (const value of badValues) {
      const result = schema.safeParse(field === '_' ? value : { [field]: value });
      for (const issue of result.error?.issues ?? []) messages.add(issue.message);
    }
  }
  return [...messages];
}

describe('field errors in words', () => {
  it('an out-of-range progress says the limit in words', () => {
    const result = contracts.UpdateAutomationRequest.safeParse({ progressPercent: 140 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Enter 100 or less.']);
  });

  it('a progress that is not a whole number or not a number says so', () => {
    expect(contracts.UpdateAutomationRequest.safeParse({ progressPercent: Number.NaN }).error?.issues[0].message).toBe('Enter a number.');
    expect(contracts.UpdateAutomationRequest.safeParse({ progressPercent: -5 }).error?.issues[0].message).toBe('Enter 0 or more.');
  });

  it.each(formSchemas)('no invalid value of %s shows zod\'s own wording', (_name, schema) => {
    const messages = messagesFor(schema);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((message) => RAW_ZOD.test(message))).toEqual([]);
  });

  it('a message a schema names itself still wins over the words', () => {
    expect(contracts.ClientLoginRequest.safeParse({ email: 'nope', password: 'x' }).error?.issues[0].message).toBe('Please enter a valid email address');
  });

  it('lengths and lists are counted in words', () => {
    const schema = z.object({ name: z.string().min(3).max(5), tags: z.array(z.string()).min(1) });
    const messages = schema.safeParse({ name: 'toolong', tags: [] }).error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Use at most 5 characters.', 'Choose at least one.']);
  });
});
