import type { FollowUp } from '@biz/contracts';
import { Button, Select, toast } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { fetchStaffDirectory, useSetFollowUp } from './follow-ups-api';

const NOBODY = '';
type OwnerForm = { ownerStaffId: string };

/** Who at the agency owns the business: the board's filters, "my day" and the morning digest go by it (its next steps are its tasks). */
export function FollowUpPanel({ submissionId, followUp }: { submissionId: string; followUp: FollowUp }) {
  const staff = useQuery({ queryKey: ['staff-directory'], queryFn: fetchStaffDirectory, staleTime: 60_000 });
  const save = useSetFollowUp();
  const { register, handleSubmit, setError, formState } = useForm<OwnerForm>({ defaultValues: { ownerStaffId: followUp.owner?.id ?? NOBODY } });
  const owners = [{ value: NOBODY, label: 'Nobody yet' }, ...(staff.data?.members ?? (followUp.owner ? [followUp.owner] : [])).map((member) => ({ value: member.id, label: member.name }))];
  const submit = handleSubmit(({ ownerStaffId }) =>
    save.mutate(
      { id: submissionId, followUp: { ownerStaffId: ownerStaffId || null } },
      {
        onSuccess: (saved) => toast({ title: 'Owner saved', description: saved.owner ? `${saved.owner.name} owns this business.` : 'Nobody owns this business yet.', variant: 'success' }),
        // The server's reason (a removed member, say) shows under the field.
        onError: (error) => {
          const reason = apiErrorOf(error).fields?.ownerStaffId?.[0];
          if (reason) setError('ownerStaffId', { message: reason });
        },
      },
    ),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Owner" className="flex flex-wrap items-end gap-3">
      <Select label="Owner" className="min-w-48 grow" options={owners} {...register('ownerStaffId')} error={formState.errors.ownerStaffId?.message} />
      <Button type="submit" size="md" variant="outline" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save owner'}
      </Button>
    </form>
  );
}
