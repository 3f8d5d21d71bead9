import { MonthlyRevenueRanges, ToastMessage, type BusinessIntakeRequest, type BusinessIntakeResponse } from '@biz/contracts';
import { Button, Input, Progress, Select, Textarea, toastMessage } from '@biz/ui-kit';
import { useState, type FormEvent } from 'react';
import { CompanySizeSelect, IndustrySelect, PrimaryGoalsFieldset } from './business-fields';
import { idempotencyKeys } from './idempotency-key';
import { preloadIntakeCalls, useBusinessIntake } from './intake-api';
import { intakeValuesFrom, type IntakeFieldErrors, type IntakeFormValues } from './intake-form-values';

// This form is the first thing a visitor uses, so what it needs before it works is kept small: the
// inputs hold their own values (read by name on submit), and the schema check and the API calls (zod
// with them) load when the visitor first focuses the form. That keeps react-hook-form (12 KB gzip) and
// zod (20 KB) off the page load of `/`: the one form that is not a react-hook-form form (CODE_STYLE's
// exception); the messages still come from the contracts schema.
const loadValidation = () => import('./intake-validation');
function preloadChecks() {
  void loadValidation();
  preloadIntakeCalls();
}

/** The required fields in the order they appear, so the first one with a problem gets the focus. */
const fieldOrder = ['businessName', 'contactEmail', 'industry', 'companySize', 'primaryGoals'] as const;

function focusFirstInvalid(form: HTMLFormElement, errors: IntakeFieldErrors) {
  const name = fieldOrder.find((field) => errors[field]);
  const field = name ? form.elements.namedItem(name) : null;
  const target = field instanceof RadioNodeList ? field[0] : field;
  if (target instanceof HTMLElement) target.focus();
}

const revenueOptions = MonthlyRevenueRanges.map((range) => ({ value: range, label: range }));

export interface IntakeFormProps {
  initialValues: IntakeFormValues;
  onAnalyzed: (values: IntakeFormValues, request: BusinessIntakeRequest, answer: BusinessIntakeResponse) => void;
}

/** Step 1 of the wizard: the business details, checked with the contracts schema before they are sent. */
export function IntakeForm({ initialValues, onAnalyzed }: IntakeFormProps) {
  const [keyFor] = useState(idempotencyKeys);
  const [errors, setErrors] = useState<IntakeFieldErrors>({});
  const intake = useBusinessIntake();
  // After the first attempt every change is re-checked, so a message goes away as soon as it is fixed.
  const [attempted, setAttempted] = useState(false);

  async function recheck(form: HTMLFormElement) {
    const check = (await loadValidation()).checkIntake(intakeValuesFrom(new FormData(form)));
    setErrors(check.ok ? {} : check.errors);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = intakeValuesFrom(new FormData(form));
    setAttempted(true);
    const check = (await loadValidation()).checkIntake(values);
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) {
      focusFirstInvalid(form, check.errors);
      return;
    }
    const body = { ...check.request, idempotencyKey: keyFor(check.request) };
    // A double click sends once: the hook ignores a second call while the first is in flight.
    intake.mutate(body, {
      onSuccess: (answer) => {
        toastMessage(ToastMessage.intakeSucceeded);
        onAnalyzed(values, body, answer);
      },
    });
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={preloadChecks}
      onChange={attempted ? (event) => void recheck(event.currentTarget) : undefined}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Your business details"
    >
      <Progress value={0} label="Step 1 of 3: Tell us about your business" showLabel />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label="Business name" required autoComplete="organization" name="businessName" defaultValue={initialValues.businessName} error={errors.businessName} />
        <Input label="Contact email" type="email" required autoComplete="email" name="contactEmail" defaultValue={initialValues.contactEmail} error={errors.contactEmail} />
        <IndustrySelect defaultValue={initialValues.industry} error={errors.industry} />
        <CompanySizeSelect defaultValue={initialValues.companySize} error={errors.companySize} />
      </div>
      <Select label="Monthly revenue" hint="Optional" placeholder="Choose a range" options={revenueOptions} name="monthlyRevenue" defaultValue={initialValues.monthlyRevenue} />
      <PrimaryGoalsFieldset error={errors.primaryGoals} checkbox={(goal) => ({ defaultChecked: initialValues.primaryGoals.includes(goal) })} />
      <Textarea label="Current tools" hint="Optional: e.g. Square, Instagram, QuickBooks" name="currentTools" defaultValue={initialValues.currentTools} />
      <Textarea label="Biggest pain points" hint="Optional: where does time leak away today?" name="painPoints" defaultValue={initialValues.painPoints} />
      {/* Honeypot: invisible to people and assistive tech; bots that fill it are refused by the server. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="intake-website">Website</label>
        <input id="intake-website" tabIndex={-1} autoComplete="off" name="website" defaultValue={initialValues.website} />
      </div>
      <Button type="submit" size="lg" className="h-auto! min-h-12 w-full py-3 whitespace-normal! text-balance" disabled={intake.isPending}>
        {intake.isPending ? 'Analyzing Your Business...' : 'Get My FREE Automation Plan Now!'}
      </Button>
      <p className="text-center text-xs text-ink-subtle">Free, no credit card. We only use your email to send your plan.</p>
    </form>
  );
}
