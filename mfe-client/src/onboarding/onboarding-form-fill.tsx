import { onboardingAnswerErrors, onboardingFormGroups, ONBOARDING_ANSWER_MAX_CHARS, ONBOARDING_LINE_MAX_CHARS, type FieldErrors, type OnboardingAnswer, type OnboardingAnswers, type OnboardingField, type OnboardingFormToFill } from '@biz/contracts';
import { Button, Card, CardContent, Checkbox, formatDate, Input, Select, Textarea } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useState, type HTMLInputTypeAttribute } from 'react';

/** The HTML input of each one-line question type (a file is shared as a link: the product stores no uploads). */
const inputType: Partial<Record<OnboardingField['type'], HTMLInputTypeAttribute>> = { email: 'email', tel: 'tel', url: 'url', file: 'url', number: 'number', date: 'date' };

function Question({ field, value, error, onChange }: { field: OnboardingField; value: OnboardingAnswer | undefined; error?: string; onChange: (value: OnboardingAnswer) => void }) {
  const text = typeof value === 'string' ? value : '';
  const common = { label: field.label, required: field.required, error, name: field.id };
  switch (field.type) {
    case 'textarea':
      return <Textarea {...common} hint={field.description} placeholder={field.placeholder} rows={4} maxLength={ONBOARDING_ANSWER_MAX_CHARS} value={text} onChange={(e) => onChange(e.target.value)} />;
    case 'select':
    case 'radio':
      return <Select {...common} hint={field.description} placeholder="Choose one" options={(field.options ?? []).map((option) => ({ value: option, label: option }))} value={text} onChange={(e) => onChange(e.target.value)} />;
    case 'checkbox':
      return <Checkbox label={field.label} description={error ?? field.description} name={field.id} checked={value === true} onChange={(e) => onChange(e.target.checked)} />;
    case 'multiselect': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined}>
          <legend className="text-sm font-medium text-ink">
            {field.label}
            {field.required ? <span aria-hidden="true" className="ml-0.5 text-danger-600">*</span> : null}
          </legend>
          {(field.options ?? []).map((option) => (
            <Checkbox key={option} label={option} checked={chosen.includes(option)} onChange={(e) => onChange(e.target.checked ? [...chosen, option] : chosen.filter((c) => c !== option))} />
          ))}
          {error ? <p className="text-sm text-danger-600">{error}</p> : null}
        </fieldset>
      );
    }
    default:
      return (
        <Input
          {...common}
          type={inputType[field.type] ?? 'text'}
          hint={field.type === 'file' ? `${field.description ? `${field.description} ` : ''}Share it as a link (a drive or a folder).` : field.description}
          placeholder={field.placeholder ?? (field.type === 'file' ? 'https://' : undefined)}
          maxLength={ONBOARDING_LINE_MAX_CHARS}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

/**
 * The onboarding form to fill, grouped as generated (basics, brand, one phase per workflow). The questions
 * come from the server, so the answers are plain state checked by the contract's own rules (the server checks
 * the same ones and its field errors show under the questions too).
 */
export function OnboardingFormFill({ toFill, busy, onSubmit }: { toFill: OnboardingFormToFill; busy: boolean; onSubmit: (answers: OnboardingAnswers, showServerErrors: (error: Error) => void) => void }) {
  const { form } = toFill;
  const [answers, setAnswers] = useState<OnboardingAnswers>(toFill.answers ?? {});
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit() {
    const found = onboardingAnswerErrors(form, answers);
    setErrors(found);
    if (Object.keys(found).length) return document.getElementsByName(Object.keys(found)[0]!)[0]?.focus();
    onSubmit(answers, (error) => setErrors(Object.fromEntries(Object.entries(apiErrorOf(error).fields ?? {}).map(([key, messages]) => [key.replace(/^answers\./, ''), messages]))));
  }

  return (
    <form
      noValidate
      aria-label="Onboarding form"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold break-words text-ink">{form.title}</h2>
        <p className="text-sm text-ink-muted">{form.description}</p>
        <p className="text-xs text-ink-muted">
          About {form.estimatedTime}. Questions marked * are required.
          {toFill.submittedAt ? ` You sent your answers on ${formatDate(toFill.submittedAt, 'dateTime')}; sending again replaces them.` : ''}
        </p>
      </div>
      {onboardingFormGroups(form).map((group) => (
        <Card key={group.title}>
          <CardContent className="flex flex-col gap-4 p-4 sm:p-5">
            <div>
              <h3 className="text-base font-semibold text-brand-700">{group.title}</h3>
              {group.description ? <p className="text-sm text-ink-muted">{group.description}</p> : null}
            </div>
            {group.fields.map((field) => (
              <Question key={field.id} field={field} value={answers[field.id]} error={errors[field.id]?.[0]} onChange={(value) => setAnswers((current) => ({ ...current, [field.id]: value }))} />
            ))}
          </CardContent>
        </Card>
      ))}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : toFill.submittedAt ? 'Update my answers' : 'Send my answers'}
        </Button>
      </div>
    </form>
  );
}
