import { DeleteSubmissionForm, ValidationMessage, type Submission } from '@biz/contracts';
import { Button, Dialog, Input, toast } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useEraseSubmission } from './delete-client-api';

/**
 * SPEC §5 delete: the button stays disabled until the business name is typed exactly; a mismatch says so.
 * On success the dashboard is refreshed (the hook's); a failure is 'Deletion Failed'.
 */
export function DeleteClientDialog({ submission, onClose }: { submission: Submission | null; onClose: () => void }) {
  const name = submission?.businessName ?? '';
  const { register, handleSubmit, reset, control, formState } = useForm({
    resolver: zodResolver(DeleteSubmissionForm(name)),
    defaultValues: { confirmation: '' },
    mode: 'onChange',
  });
  const typed = useWatch({ control, name: 'confirmation' });
  const remove = useEraseSubmission();
  const matches = submission !== null && formState.isValid;

  function close() {
    reset();
    onClose();
  }

  const confirm = handleSubmit(() => {
    if (!submission) return;
    remove.mutate(submission.id, {
      onSuccess: () => {
        toast({ title: 'Client deleted', description: `${name} and its data were removed.`, variant: 'success' });
        close();
      },
    });
  });

  return (
    <Dialog
      open={submission !== null}
      onOpenChange={(open) => !open && close()}
      title="Delete client"
      description={ValidationMessage.typeBusinessNameToDelete}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={!matches || remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? 'Deleting...' : 'Delete Client'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm text-ink">
          This removes <strong className="font-semibold break-words">{name}</strong>: the submission, its plan and the personal details of its orders. It cannot be undone.
        </p>
        <Input label="Business name" autoComplete="off" {...register('confirmation')} error={typed ? formState.errors.confirmation?.message : undefined} />
      </div>
    </Dialog>
  );
}
