import { CompanySizes, Goals, Industries } from '@biz/contracts';
import { Checkbox, Select, type CheckboxProps, type SelectProps } from '@biz/ui-kit';

// The intake's required questions about the business, as the wizard asks them: its form and the booking
// page of a visitor who arrives without it (issue 30) show the same fields with the same options.

const industryOptions = Industries.map((i) => ({ value: i.slug, label: i.label }));
const sizeOptions = CompanySizes.map((size) => ({ value: size, label: size }));

type FieldProps = Omit<SelectProps, 'label' | 'options' | 'placeholder' | 'name' | 'required'>;

export function IndustrySelect(props: FieldProps) {
  return <Select label="Industry" required placeholder="Choose your industry" options={industryOptions} name="industry" {...props} />;
}

export function CompanySizeSelect(props: FieldProps) {
  return <Select label="Company size" required placeholder="How big is your team?" options={sizeOptions} name="companySize" {...props} />;
}

/** The goals as checkboxes (at least one); `checkbox` gives each its state, held by the form or by the input. */
export function PrimaryGoalsFieldset({ error, checkbox }: { error?: string; checkbox: (goal: string) => Omit<CheckboxProps, 'label'> }) {
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? 'primary-goals-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">
        Primary goals <span aria-hidden="true" className="text-danger-600">*</span>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {Goals.map((goal) => (
          <Checkbox key={goal} label={goal} name="primaryGoals" value={goal} {...checkbox(goal)} />
        ))}
      </div>
      {error ? (
        <p id="primary-goals-error" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
