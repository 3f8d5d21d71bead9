import { CompanySizes, Goals, Industries, MonthlyRevenueRanges, ToastMessage, type BusinessIntakeRequest, type BusinessIntakeResponse } from '@biz/contracts';
import { Button, Checkbox, Input, Progress, Select, Textarea, toastMessage } from '@biz/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { idempotencyKeys } from './idempotency-key';
import { submitBusinessIntake } from './intake-api';
import { intakeResolver, type IntakeFormValues } from './intake-form-values';

const industryOptions = Industries.map((i) => ({ value: i.slug, label: i.label }));
const sizeOptions = CompanySizes.map((size) => ({ value: size, label: size }));
const revenueOptions = MonthlyRevenueRanges.map((range) => ({ value: range, label: range }));

export interface IntakeFormProps {
  initialValues: IntakeFormValues;
  onAnalyzed: (values: IntakeFormValues, request: BusinessIntakeRequest, answer: BusinessIntakeResponse) => void;
}

/** Step 1 of the wizard: the business details, checked with the contracts schema before they are sent. */
export function IntakeForm({ initialValues, onAnalyzed }: IntakeFormProps) {
  const [keyFor] = useState(idempotencyKeys);
  const { register, handleSubmit, getValues, formState } = useForm<IntakeFormValues, unknown, BusinessIntakeRequest>({
    defaultValues: initialValues,
    resolver: intakeResolver,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (request) => {
    const body = { ...request, idempotencyKey: keyFor(request) };
    try {
      const answer = await submitBusinessIntake(body);
      toastMessage(ToastMessage.intakeSucceeded);
      onAnalyzed(getValues(), body, answer);
    } catch {
      toastMessage(ToastMessage.intakeFailed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Your business details">
      <Progress value={0} label="Step 1 of 3: Tell us about your business" showLabel />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label="Business name" required autoComplete="organization" error={errors.businessName?.message} {...register('businessName')} />
        <Input label="Contact email" type="email" required autoComplete="email" error={errors.contactEmail?.message} {...register('contactEmail')} />
        <Select label="Industry" required placeholder="Choose your industry" options={industryOptions} error={errors.industry?.message} {...register('industry')} />
        <Select label="Company size" required placeholder="How big is your team?" options={sizeOptions} error={errors.companySize?.message} {...register('companySize')} />
      </div>
      <Select label="Monthly revenue" hint="Optional" placeholder="Choose a range" options={revenueOptions} {...register('monthlyRevenue')} />
      <fieldset className="flex flex-col gap-3" aria-describedby={errors.primaryGoals ? 'primary-goals-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-ink">
          Primary goals <span aria-hidden="true" className="text-danger-600">*</span>
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {Goals.map((goal) => (
            <Checkbox key={goal} label={goal} value={goal} {...register('primaryGoals')} />
          ))}
        </div>
        {errors.primaryGoals ? (
          <p id="primary-goals-error" className="text-sm font-medium text-danger-700">{errors.primaryGoals.message}</p>
        ) : null}
      </fieldset>
      <Textarea label="Current tools" hint="Optional: e.g. Square, Instagram, QuickBooks" {...register('currentTools')} />
      <Textarea label="Biggest pain points" hint="Optional: where does time leak away today?" {...register('painPoints')} />
      {/* Honeypot: invisible to people and assistive tech; bots that fill it are refused by the server. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="intake-website">Website</label>
        <input id="intake-website" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Analyzing Your Business...' : 'Get My FREE Automation Plan Now!'}
      </Button>
      <p className="text-center text-xs text-ink-subtle">Free, no credit card. We only use your email to send your plan.</p>
    </form>
  );
}
