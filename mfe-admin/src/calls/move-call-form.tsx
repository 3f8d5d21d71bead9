import { RescheduleCallRequest, type ScheduledCall } from '@biz/contracts';
import { Button, formatDay, Select, toast } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useRescheduleCall } from './calls-api';
import { timeLabel } from './call-labels';
import { MissingDateOrTime, useCallOptions } from './use-call-options';

type NewTime = Pick<RescheduleCallRequest, 'duration'> & { scheduledDate: string; scheduledTime: string };

/** Moves a booked call to another offered day and slot; the business's calendar gets the update in place. */
export function MoveCallForm({ call, onMoved, onCancel }: { call: ScheduledCall; onMoved: () => void; onCancel: () => void }) {
  const options = useCallOptions();
  // SPEC §5's message stays until the next attempt, as a notice under the pickers.
  const { register, handleSubmit, formState } = useForm<NewTime, unknown, RescheduleCallRequest>({
    resolver: zodResolver(RescheduleCallRequest) as unknown as Resolver<NewTime, unknown, RescheduleCallRequest>,
    defaultValues: { duration: call.duration, scheduledDate: '', scheduledTime: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const reschedule = useRescheduleCall();

  const move = handleSubmit((newTime) =>
    reschedule.mutate(
      { id: call.id, ...newTime },
      {
        onSuccess: () => {
          toast({ title: 'Call moved', description: 'The updated invite is queued for the business; the email list shows when it is sent.', variant: 'success' });
          onMoved();
        },
      },
    ),
  );

  if (!options.data) return <p className="text-sm text-ink-muted">{options.isError ? 'The call options could not be loaded.' : 'Loading the call options...'}</p>;
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-canvas p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Select label="New date" placeholder="Choose a day" options={options.data.dates.map((value) => ({ value, label: formatDay(value, 'weekdayDay') }))} {...register('scheduledDate')} />
        <Select label="New time" placeholder="Choose a time" options={options.data.times.map((value) => ({ value, label: timeLabel(value) }))} {...register('scheduledTime')} />
      </div>
      {Object.keys(formState.errors).length > 0 ? <MissingDateOrTime /> : null}
      <div className="flex gap-2">
        <Button size="sm" disabled={reschedule.isPending} onClick={() => void move()}>
          {reschedule.isPending ? 'Moving...' : 'Move call'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Keep the time
        </Button>
      </div>
    </div>
  );
}
