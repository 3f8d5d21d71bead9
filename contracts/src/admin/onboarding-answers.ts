import { z } from 'zod';
import { EmptyRequest, EntityId } from '../common';
import type { FieldErrors } from '../errors';
import { ONBOARDING_LINK_PATH } from '../pages/page-paths';
import { OnboardingForm, type OnboardingField } from './onboarding-form';

/** Days an emailed onboarding link opens the form. */
export const ONBOARDING_LINK_DAYS = 30;
/** Answers one emailed link may submit (a resubmission replaces the last); then the portal, or a new link. */
export const ONBOARDING_LINK_SUBMISSIONS = 5;

export const onboardingLinkUrl = (publicUrl: string, token: string) => `${new URL(ONBOARDING_LINK_PATH, publicUrl).toString()}?token=${encodeURIComponent(token)}`;

/** Longest answer to a long-text question (a textarea); one-line questions take `ONBOARDING_LINE_MAX_CHARS`. */
export const ONBOARDING_ANSWER_MAX_CHARS = 5000;
export const ONBOARDING_LINE_MAX_CHARS = 500;

/** Messages of the answers' field errors, worded once for the page and the server. */
export const OnboardingAnswerMessage = {
  required: 'This answer is required',
  unknownQuestion: 'This is not a question of the form',
  tooLong: (max: number) => `Please keep this answer under ${max} characters`,
  notAChoice: 'Please pick one of the options',
  email: 'Please enter a valid email address',
  url: 'Please enter a link starting with http:// or https://',
  number: 'Please enter a number',
  date: 'Please enter a date',
  tel: 'Please enter a valid phone number',
  wrongKind: 'This answer has the wrong form',
} as const;

/** One answer: text (every text-like type, a number, a date, a link for a file), a choice list (multiselect), or a tick (checkbox). */
export const OnboardingAnswer = z.union([z.string().max(ONBOARDING_ANSWER_MAX_CHARS, OnboardingAnswerMessage.tooLong(ONBOARDING_ANSWER_MAX_CHARS)), z.array(z.string().max(300)).max(100), z.boolean()]);
export type OnboardingAnswer = z.infer<typeof OnboardingAnswer>;

/** Answers by question id; a form has at most 200 questions. */
export const OnboardingAnswers = z.record(z.string().min(1).max(100), OnboardingAnswer).refine((answers) => Object.keys(answers).length <= 200, 'Too many answers');
export type OnboardingAnswers = z.infer<typeof OnboardingAnswers>;

/** A signed link's token: `<payload>.<signature>`, both base64url. */
export const OnboardingLinkToken = z.string().min(10).max(1000);

/** Where the answers came from: the emailed link or the client portal. */
export const OnboardingAnswersVia = z.enum(['link', 'portal']);
export type OnboardingAnswersVia = z.infer<typeof OnboardingAnswersVia>;

/** What the client fills: the business's latest form, and its answers so far (null: none yet). */
export const OnboardingFormToFill = z.object({
  businessName: z.string(),
  form: OnboardingForm,
  answers: OnboardingAnswers.nullable(),
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type OnboardingFormToFill = z.infer<typeof OnboardingFormToFill>;

/** POST /api/onboarding/form — the emailed link's token (posted by the page: a mail scanner's GET reads nothing). */
export const OnboardingFormByLinkRequest = z.object({ token: OnboardingLinkToken });
export type OnboardingFormByLinkRequest = z.infer<typeof OnboardingFormByLinkRequest>;

/** POST /api/onboarding/answers — the answers, with the link's token. */
export const SubmitOnboardingByLinkRequest = z.object({ token: OnboardingLinkToken, answers: OnboardingAnswers });
export type SubmitOnboardingByLinkRequest = z.infer<typeof SubmitOnboardingByLinkRequest>;

/** GET /api/client/onboarding — the signed-in client's form; null until its email is proven and the agency made one. */
export const ClientOnboardingResponse = z.object({ onboarding: OnboardingFormToFill.nullable() });
export type ClientOnboardingResponse = z.infer<typeof ClientOnboardingResponse>;

/** POST /api/client/onboarding */
export const SubmitClientOnboardingRequest = z.object({ answers: OnboardingAnswers });
export type SubmitClientOnboardingRequest = z.infer<typeof SubmitClientOnboardingRequest>;

/** Answers are saved (`updated`: they replaced earlier ones); the business's owner at the agency is told by email. */
export const SubmitOnboardingAnswersResponse = z.object({ success: z.literal(true), submittedAt: z.iso.datetime({ offset: true }), updated: z.boolean() });
export type SubmitOnboardingAnswersResponse = z.infer<typeof SubmitOnboardingAnswersResponse>;

/** POST /api/admin/clients/:id/onboarding-link — emails the client a signed link to its form (made first if there is none). */
export const SendOnboardingLinkRequest = EmptyRequest;
export type SendOnboardingLinkRequest = z.infer<typeof SendOnboardingLinkRequest>;
/** The email is queued in the agency's log (its delivery shows there); the link opens the form until `expiresAt`. */
export const SendOnboardingLinkResponse = z.object({ success: z.literal(true), emailId: EntityId, expiresAt: z.iso.datetime({ offset: true }) });
export type SendOnboardingLinkResponse = z.infer<typeof SendOnboardingLinkResponse>;

/** POST /api/admin/clients/:id/onboarding-link/withdraw — every link emailed so far stops opening the form; a link sent after works. */
export const WithdrawOnboardingLinksResponse = z.object({ success: z.literal(true), withdrawnAt: z.iso.datetime({ offset: true }) });
export type WithdrawOnboardingLinksResponse = z.infer<typeof WithdrawOnboardingLinksResponse>;

/** The record's onboarding answers: the form as it was answered, the latest answers (a resubmission replaces them), when and how. */
export const OnboardingAnswersRecord = z.object({
  form: OnboardingForm,
  answers: OnboardingAnswers,
  via: OnboardingAnswersVia,
  firstSubmittedAt: z.iso.datetime({ offset: true }),
  submittedAt: z.iso.datetime({ offset: true }),
});
export type OnboardingAnswersRecord = z.infer<typeof OnboardingAnswersRecord>;


const isBlank = (answer: OnboardingAnswer | undefined) => answer === undefined || answer === false || (typeof answer === 'string' ? answer.trim() === '' : Array.isArray(answer) && answer.length === 0);

const isUrl = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** Rules of a text answer by question type; null: fine. */
const textRules: Partial<Record<OnboardingField['type'], (text: string, field: OnboardingField) => string | null>> = {
  email: (text) => (z.email().safeParse(text).success ? null : OnboardingAnswerMessage.email),
  url: (text) => (isUrl(text) ? null : OnboardingAnswerMessage.url),
  // A file is shared as a link (to a drive, a folder): the product stores no uploads.
  file: (text) => (isUrl(text) ? null : OnboardingAnswerMessage.url),
  number: (text) => (/^-?\d+(\.\d+)?$/.test(text) ? null : OnboardingAnswerMessage.number),
  date: (text) => (/^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) ? null : OnboardingAnswerMessage.date),
  tel: (text) => (/^\+?[\d\s().-]{6,30}$/.test(text) ? null : OnboardingAnswerMessage.tel),
  select: (text, field) => (!field.options?.length || field.options.includes(text) ? null : OnboardingAnswerMessage.notAChoice),
  radio: (text, field) => (!field.options?.length || field.options.includes(text) ? null : OnboardingAnswerMessage.notAChoice),
};

/** What is wrong with one answer to `field`; null: fine (a blank optional answer is fine). */
function answerProblem(field: OnboardingField, answer: OnboardingAnswer | undefined): string | null {
  if (isBlank(answer)) return field.required ? OnboardingAnswerMessage.required : null;
  if (field.type === 'checkbox') return typeof answer === 'boolean' ? null : OnboardingAnswerMessage.wrongKind;
  if (field.type === 'multiselect') {
    if (!Array.isArray(answer)) return OnboardingAnswerMessage.wrongKind;
    return !field.options?.length || answer.every((choice) => field.options!.includes(choice)) ? null : OnboardingAnswerMessage.notAChoice;
  }
  if (typeof answer !== 'string') return OnboardingAnswerMessage.wrongKind;
  const max = field.type === 'textarea' ? ONBOARDING_ANSWER_MAX_CHARS : ONBOARDING_LINE_MAX_CHARS;
  if (answer.length > max) return OnboardingAnswerMessage.tooLong(max);
  return textRules[field.type]?.(answer.trim(), field) ?? null;
}

/** Every question of a form, once (a question may sit in a phase and in the flat list). */
export function onboardingQuestions(form: OnboardingForm): OnboardingField[] {
  const byId = new Map<string, OnboardingField>();
  for (const field of [...form.fields, ...(form.phases ?? []).flatMap((phase) => phase.fields)]) if (!byId.has(field.id)) byId.set(field.id, field);
  return [...byId.values()];
}

/** The answers' field errors against the form's questions (required ones, types, lengths, unknown ids); empty: valid. */
export function onboardingAnswerErrors(form: OnboardingForm, answers: OnboardingAnswers): FieldErrors {
  const questions = onboardingQuestions(form);
  const known = new Set(questions.map((field) => field.id));
  const errors: FieldErrors = {};
  for (const id of Object.keys(answers)) if (!known.has(id)) errors[id] = [OnboardingAnswerMessage.unknownQuestion];
  for (const field of questions) {
    const problem = answerProblem(field, answers[field.id]);
    if (problem) errors[field.id] = [problem];
  }
  return errors;
}

/** How an answer reads on the record and in the agency's notice. */
export function onboardingAnswerText(answer: OnboardingAnswer | undefined): string {
  if (typeof answer === 'boolean') return answer ? 'Yes' : 'No';
  if (Array.isArray(answer)) return answer.length ? answer.join(', ') : '—';
  return answer?.trim() ? answer : '—';
}
