import { LOST_REASON_MAX, MoveStageRequest } from '@biz/contracts';
import { Button, Dialog, Textarea } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LOST_REASON_LABEL } from './stage-move-copy';

export interface LostReasonDialogProps {
  /** The business being lost; null: closed. */
  businessName: string | null;
  busy: boolean;
  onLost: (reason: string) => void;
  onClose: () => void;
}

/** A move to Lost from the board asks why, as the record's panel does (the same schema refuses a blank reason). */
export function LostReasonDialog({ businessName, busy, onLost, onClose }: LostReasonDialogProps) {
  const { register, handleSubmit, formState, reset } = useForm<MoveStageRequest>({ resolver: zodResolver(MoveStageRequest), defaultValues: { stage: 'lost', reason: '' }, reValidateMode: 'onSubmit' });
  const close = () => {
    reset();
    onClose();
  };
  const save = handleSubmit(({ reason }) => onLost(reason ?? ''));
  return (
    <Dialog
      open={businessName !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={`Move ${businessName ?? ''} to Lost`}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form="lost-reason-form" disabled={busy}>
            {busy ? 'Moving...' : 'Move'}
          </Button>
        </>
      }
    >
      <form id="lost-reason-form" onSubmit={(event) => void save(event)} noValidate>
        <Textarea label={LOST_REASON_LABEL} maxLength={LOST_REASON_MAX} rows={3} {...register('reason')} error={formState.errors.reason?.message} />
      </form>
    </Dialog>
  );
}
