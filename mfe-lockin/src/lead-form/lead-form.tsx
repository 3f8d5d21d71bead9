import { LockinAnnualRevenues, LockinBusinessSizes, LockinIndustries, LockinLeadForm, LockinTimelines, Packages, type PackageName, speakFieldErrorsInWords } from '@biz/contracts';
import { Button, Input, Select, Textarea } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { leadFormDefaults, readLeadStorage, saveLead, type LeadFormValues } from '../sprint/lead-storage';

// Every form of this remote shows its field errors in words (contracts' error map; see speakFieldErrorsInWords).
speakFieldErrorsInWords();

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

// The inputs hold strings (an untouched select is ''); the contracts schema turns them into a lead or
// the SPEC §5 messages, so the form's type is the strings and its output the schema's.
const resolver = zodResolver(LockinLeadForm) as unknown as Resolver<LeadFormValues, unknown, LockinLeadForm>;

/** SPEC §3 lock-in lead form: saved to local storage, then on to the package's checkout. */
export function LeadForm({ pkg }: { pkg: PackageName }) {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<LeadFormValues, unknown, LockinLeadForm>({
    resolver,
    defaultValues: leadFormDefaults(readLeadStorage()),
  });
  const errors = formState.errors;

  const submit = handleSubmit((lead) => {
    saveLead(lead);
    navigate(Packages[pkg].checkoutPath);
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-8" aria-label="Your business information">
      <fieldset className="flex min-w-0 flex-col gap-5">
        <legend className="mb-4 text-base font-semibold text-ink">About your business</legend>
        <Input label="Business name" required autoComplete="organization" {...register('businessName')} error={errors.businessName?.message} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Input label="Email address" type="email" required autoComplete="email" {...register('contactEmail')} error={errors.contactEmail?.message} />
          <Input label="Phone number" type="tel" required autoComplete="tel" {...register('contactPhone')} error={errors.contactPhone?.message} />
          <Select label="Industry" required placeholder="Choose your industry" options={options(LockinIndustries)} {...register('industry')} error={errors.industry?.message} />
          <Select label="Business size" required placeholder="How big is your team?" options={options(LockinBusinessSizes)} {...register('businessType')} error={errors.businessType?.message} />
        </div>
        <Select label="Annual revenue" required placeholder="Choose a range" options={options(LockinAnnualRevenues)} {...register('currentRevenue')} error={errors.currentRevenue?.message} />
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-5">
        <legend className="mb-4 text-base font-semibold text-ink">Your goals</legend>
        <Textarea
          label="Main goals"
          required
          rows={4}
          hint="What should your automation do for you? e.g. answer Instagram DMs and book consultations"
          {...register('mainGoals')}
          error={errors.mainGoals?.message}
        />
        <Textarea label="Current marketing" rows={3} hint="Optional: the channels and tools you use today" {...register('currentMarketing')} />
        <Select label="Timeline" required placeholder="When do you want to go live?" options={options(LockinTimelines)} {...register('timeline')} error={errors.timeline?.message} />
      </fieldset>
      <div className="flex flex-col gap-3">
        <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
          Continue to Secure Checkout
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
            <path fillRule="evenodd" d="M3 10a.75.75 0 0 1 .75-.75h10.64l-4.2-3.96a.75.75 0 1 1 1.03-1.09l5.5 5.25a.75.75 0 0 1 0 1.1l-5.5 5.25a.75.75 0 1 1-1.03-1.1l4.2-3.95H3.75A.75.75 0 0 1 3 10Z" clipRule="evenodd" />
          </svg>
        </Button>
        <p className="text-center text-xs text-ink-subtle">Next: card payment on a secure checkout. Covered by our 7-day money-back guarantee.</p>
      </div>
    </form>
  );
}
