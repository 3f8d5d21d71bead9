import { PACKAGE_NAMES, Packages, PROPOSAL_ITEMS_MAX, PROPOSAL_ITEM_TITLE_MAX, PROPOSAL_MESSAGE_MAX, ProposalDraftRequest, DEPOSIT_PERCENT_DEFAULT, type Proposal } from '@biz/contracts';
import { Button, Input, Select, Textarea } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';

/** The form holds text; dollars on screen, cents in the request. */
interface ProposalFormValues {
  items: { title: string; setup: string }[];
  kind: 'setup' | 'sprint';
  depositPercent: string;
  package: (typeof PACKAGE_NAMES)[number];
  validUntil: string;
  message: string;
}

const valuesOf = ({ items, terms, validUntil, message }: Proposal): ProposalFormValues => ({
  items: items.map((item) => ({ title: item.title, setup: (item.setupCents / 100).toFixed(2) })),
  kind: terms.kind,
  depositPercent: String(terms.kind === 'setup' ? terms.depositPercent : DEPOSIT_PERCENT_DEFAULT),
  package: terms.kind === 'sprint' ? terms.package : 'growth',
  validUntil,
  message,
});

const centsOf = (dollars: string) => (dollars.trim() === '' ? Number.NaN : Math.round(Number(dollars) * 100));

const requestOf = (values: ProposalFormValues) => ({
  items: values.items.map((item) => ({ title: item.title, setupCents: centsOf(item.setup) })),
  terms: values.kind === 'setup' ? { kind: 'setup' as const, depositPercent: Number(values.depositPercent) } : { kind: 'sprint' as const, package: values.package },
  validUntil: values.validUntil,
  message: values.message,
});

type Field = FieldPath<ProposalFormValues> | 'root.items';

/** A reason's path as the form's field: an item's setup is its `setup`; the list's own reason is the form's. */
function fieldOf(path: string): Field {
  if (path === 'terms.depositPercent') return 'depositPercent';
  if (path.startsWith('terms')) return 'kind';
  if (path === 'items' || path === '') return 'root.items';
  return path.replace(/\.setupCents$/, '.setup') as Field;
}

export interface ProposalFormProps {
  draft: Proposal;
  busy: boolean;
  onSave: (draft: ProposalDraftRequest, onError: (error: Error) => void) => void;
  onCancel: () => void;
}

/** A draft's items (title and setup price), how it is paid (setup with a deposit, or a sprint), its last day and message. */
export function ProposalForm({ draft, busy, onSave, onCancel }: ProposalFormProps) {
  const { register, handleSubmit, setError, control, formState } = useForm<ProposalFormValues>({ defaultValues: valuesOf(draft) });
  const items = useFieldArray({ control, name: 'items' });
  const kind = useWatch({ control, name: 'kind' });
  const showReasons = (reasons: Partial<Record<string, string[]>>) => {
    for (const [path, messages] of Object.entries(reasons)) if (messages?.[0]) setError(fieldOf(path), { message: messages[0] });
  };
  const submit = handleSubmit((values) => {
    const checked = ProposalDraftRequest.safeParse(requestOf(values));
    if (!checked.success) return showReasons(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), [issue.message]])));
    onSave(checked.data, (error) => showReasons(apiErrorOf(error).fields ?? {}));
  });
  const errors = formState.errors;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={`Edit proposal version ${draft.version}`} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-ink">Automations and their setup</legend>
        {items.fields.map((field, index) => (
          <div key={field.id} className="grid gap-2 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
            <Input label={`Automation ${index + 1}`} maxLength={PROPOSAL_ITEM_TITLE_MAX} autoComplete="off" {...register(`items.${index}.title`)} error={errors.items?.[index]?.title?.message} />
            <Input label="Setup (USD)" type="number" inputMode="decimal" min={0} step="0.01" {...register(`items.${index}.setup`)} error={errors.items?.[index]?.setup?.message} />
            <Button type="button" size="sm" variant="ghost" aria-label={`Remove automation ${index + 1}`} disabled={items.fields.length === 1} onClick={() => items.remove(index)}>
              Remove
            </Button>
          </div>
        ))}
        {errors.root?.items?.message ? <p className="text-sm text-danger-700">{errors.root.items.message}</p> : null}
        <div>
          <Button type="button" size="sm" variant="outline" disabled={items.fields.length >= PROPOSAL_ITEMS_MAX} onClick={() => items.append({ title: '', setup: '' })}>
            Add an automation
          </Button>
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Select
          label="How it is paid"
          options={[
            { value: 'setup', label: 'Setup with a deposit, then the monthly plan' },
            { value: 'sprint', label: 'A sprint: one price, nothing monthly' },
          ]}
          {...register('kind')}
          error={errors.kind?.message}
        />
        {kind === 'setup' ? (
          <Input label="Deposit on acceptance (%)" type="number" inputMode="numeric" min={1} max={100} {...register('depositPercent')} error={errors.depositPercent?.message} />
        ) : (
          <Select label="Sprint" options={PACKAGE_NAMES.map((name) => ({ value: name, label: `${Packages[name].title} (up to ${Packages[name].automations})` }))} {...register('package')} />
        )}
        <Input label="Valid until" type="date" hint="The last day the client can accept it." {...register('validUntil')} error={errors.validUntil?.message} />
      </div>
      <Textarea label="Message to the client (optional)" maxLength={PROPOSAL_MESSAGE_MAX} rows={3} {...register('message')} error={errors.message?.message} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Saving...' : 'Save draft'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
