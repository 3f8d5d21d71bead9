import { businessRecordPath, CompanySizes, Goals, Industries, NewBusinessRequest } from '@biz/contracts';
import { Button, Checkbox, Dialog, Input, Select, Textarea, toast } from '@biz/ui-kit';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { showServerFieldErrors } from '@biz/ui-kit/server-field-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { failureSaying, profileQueries } from '../api/write-helpers';
import { createBusiness } from './record-api';

const industryOptions = Industries.map(({ slug, label }) => ({ value: slug, label }));
const sizeOptions = CompanySizes.map((size) => ({ value: size, label: size }));
const fields = ['businessName', 'contactEmail', 'industry', 'companySize', 'primaryGoals', 'painPoints'] as const;

/**
 * A business met elsewhere (a call, a referral), made by hand with the wizard's answers; its record opens.
 * An email that has a business already opens that one, unchanged. One key per dialog: a double submit is one business.
 */
export function NewBusinessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const save = useEndpointMutation({ mutationFn: createBusiness, failure: failureSaying('Business not made'), invalidates: [...profileQueries, ['admin-dashboard'], ['pipeline-board']] });
  const { register, handleSubmit, setError, formState } = useForm<NewBusinessRequest>({
    resolver: zodResolver(NewBusinessRequest),
    defaultValues: { idempotencyKey: crypto.randomUUID(), primaryGoals: [] },
  });
  const submit = handleSubmit((request) =>
    save.mutate(request, {
      onSuccess: ({ created, submissionId, businessName }) => {
        toast(created ? { title: 'Business made', description: `${businessName} is on the board, at New.`, variant: 'success' } : { title: 'That email has a business already', description: `${businessName}'s record is open; nothing of it changed.` });
        onClose();
        void navigate(businessRecordPath(submissionId));
      },
      onError: showServerFieldErrors(setError, fields),
    }),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="New business"
      description="A business you met elsewhere, with the answers the wizard asks. It starts at New on the board."
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={save.isPending} onClick={() => void submit()}>
            {save.isPending ? 'Saving...' : 'Make business'}
          </Button>
        </>
      }
    >
      <form className="flex flex-col gap-4" aria-label="New business" onSubmit={(event) => void submit(event)} noValidate>
        <Input label="Business name" required {...register('businessName')} error={formState.errors.businessName?.message} />
        <Input label="Contact email" type="email" required {...register('contactEmail')} error={formState.errors.contactEmail?.message} />
        <Select label="Industry" required placeholder="Choose an industry" options={industryOptions} {...register('industry')} error={formState.errors.industry?.message} />
        <Select label="Company size" required placeholder="Choose a size" options={sizeOptions} {...register('companySize')} error={formState.errors.companySize?.message} />
        <fieldset className="flex flex-col gap-2" aria-describedby={formState.errors.primaryGoals ? 'new-business-goals-error' : undefined}>
          <legend className="mb-1 text-sm font-medium text-ink">Goals</legend>
          {Goals.map((goal) => (
            <Checkbox key={goal} label={goal} value={goal} {...register('primaryGoals')} />
          ))}
          {formState.errors.primaryGoals ? (
            <p id="new-business-goals-error" className="text-sm text-danger-700">
              {formState.errors.primaryGoals.message}
            </p>
          ) : null}
        </fieldset>
        <Textarea label="What takes too much time (optional)" rows={3} {...register('painPoints', { setValueAs: (value: string) => value.trim() || undefined })} error={formState.errors.painPoints?.message} />
        {/* Enter in a field sends the form too. */}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
