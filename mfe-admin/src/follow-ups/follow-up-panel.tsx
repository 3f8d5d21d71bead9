import { NEXT_STEP_MAX, SetFollowUpRequest, type FollowUp } from '@biz/contracts';
import { Button, Input, Select, toast } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { fetchStaffDirectory, useSetFollowUp } from './follow-ups-api';

const NOBODY = '';
type FollowUpForm = { ownerStaffId: string; nextStep: string; dueOn: string };
const formOf = ({ owner, nextStep, dueOn }: FollowUp): FollowUpForm => ({ ownerStaffId: owner?.id ?? NOBODY, nextStep: nextStep ?? '', dueOn: dueOn ?? '' });
const requestOf = ({ ownerStaffId, nextStep, dueOn }: FollowUpForm) => ({ ownerStaffId: ownerStaffId || null, nextStep: nextStep.trim() || null, dueOn: dueOn || null });
const fields = ['ownerStaffId', 'nextStep', 'dueOn'] as const;

/** Who at the agency owns the business, what they do next and by which day: "my day" and the morning digest list it. */
export function FollowUpPanel({ submissionId, followUp }: { submissionId: string; followUp: FollowUp }) {
  const staff = useQuery({ queryKey: ['staff-directory'], queryFn: fetchStaffDirectory, staleTime: 60_000 });
  const save = useSetFollowUp();
  const { register, handleSubmit, setError, formState } = useForm<FollowUpForm>({ defaultValues: formOf(followUp) });
  const showReasons = (reasons: Partial<Record<string, string[]>>) => {
    for (const field of fields) if (reasons[field]?.[0]) setError(field, { message: reasons[field][0] });
  };
  const owners = [{ value: NOBODY, label: 'Nobody yet' }, ...(staff.data?.members ?? (followUp.owner ? [followUp.owner] : [])).map((member) => ({ value: member.id, label: member.name }))];
  // The form holds text ('' for none); the contract's own rules check what it sends, then the server's.
  const submit = handleSubmit((values) => {
    const checked = SetFollowUpRequest.safeParse(requestOf(values));
    if (!checked.success) {
      showReasons(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), [issue.message]])));
      return;
    }
    save.mutate(
      { id: submissionId, followUp: requestOf(values) },
      {
        onSuccess: (saved) => toast({ title: 'Follow-up saved', description: saved.owner ? `${saved.owner.name} owns this business.` : 'Nobody owns this business yet.', variant: 'success' }),
        // The server's reasons (a removed member, say) show under their fields.
        onError: (error) => showReasons(apiErrorOf(error).fields ?? {}),
      },
    );
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Owner and next step" className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-2">
      <Select label="Owner" options={owners} {...register('ownerStaffId')} error={formState.errors.ownerStaffId?.message} />
      <Input label="Due on" type="date" {...register('dueOn')} error={formState.errors.dueOn?.message} />
      <Input label="Next step" className="sm:col-span-2" maxLength={NEXT_STEP_MAX} autoComplete="off" {...register('nextStep')} error={formState.errors.nextStep?.message} />
      <div>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
