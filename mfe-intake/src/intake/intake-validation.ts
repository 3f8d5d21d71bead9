import { BusinessIntakeRequest, speakFieldErrorsInWords } from '@biz/contracts';
import { toIntakeRequest, type IntakeFieldErrors, type IntakeFormValues } from './intake-form-values';

// Every form of this remote shows its field errors in words (contracts' error map; see speakFieldErrorsInWords).
speakFieldErrorsInWords();

// Loaded on demand by the form (see intake-form.tsx): the schema brings zod, the largest piece of this remote.

export type IntakeCheck = { ok: true; request: BusinessIntakeRequest } | { ok: false; errors: IntakeFieldErrors };

/** Checks the form with the contracts schema, so every message is SPEC §5's by construction. */
export function checkIntake(values: IntakeFormValues): IntakeCheck {
  const parsed = BusinessIntakeRequest.safeParse(toIntakeRequest(values));
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: IntakeFieldErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as keyof IntakeFormValues] ??= issue.message;
  return { ok: false, errors };
}
