import { ACTIVITY_OUTCOME_MAX, ActivityKinds, LogActivityRequest, NOTE_MAX, type ActivityKind } from '@biz/contracts';
import { Button, Dialog, Input, Select, Textarea, toast } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useForm } from 'react-hook-form';
import { useLogActivity } from './tasks-api';

const kindLabel: Record<ActivityKind, string> = { call: 'Call', meeting: 'Meeting' };
type ActivityForm = { kind: ActivityKind; happenedAt: string; outcome: string; notes: string };
type Field = keyof ActivityForm;

/** Now, as a datetime-local input holds it (the browser's clock, to the minute). */
function nowLocal(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
/** The input's local time as an instant ('' stays '', for the contract to refuse). */
const instantOf = (local: string) => (local ? new Date(local).toISOString() : '');

/** "Log a call or meeting": one that happened (when, how it went, notes), into the business's timeline. */
export function LogActivityDialog({ submissionId, open, onClose }: { submissionId: string; open: boolean; onClose: () => void }) {
  const log = useLogActivity();
  const { register, handleSubmit, setError, reset, formState } = useForm<ActivityForm>({ defaultValues: { kind: 'call', happenedAt: nowLocal(), outcome: '', notes: '' } });
  const showReasons = (reasons: Partial<Record<string, string[]>>) => {
    for (const [field, messages] of Object.entries(reasons)) if (messages?.[0]) setError(field as Field, { message: messages[0] });
  };
  const close = () => (reset({ kind: 'call', happenedAt: nowLocal(), outcome: '', notes: '' }), onClose());
  const submit = handleSubmit((values) => {
    const activity = { ...values, happenedAt: instantOf(values.happenedAt) };
    const checked = LogActivityRequest.safeParse(activity);
    if (!checked.success) return showReasons(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), [issue.message]])));
    log.mutate(
      { submissionId, activity },
      {
        onSuccess: (logged) => (toast({ title: `${kindLabel[logged.kind]} logged`, description: 'It is on the business’s timeline.', variant: 'success' }), close()),
        onError: (error) => showReasons(apiErrorOf(error).fields ?? {}),
      },
    );
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title="Log a call or meeting"
      description="One that happened: it goes into the business’s timeline."
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form="log-activity-form" disabled={log.isPending}>
            {log.isPending ? 'Logging...' : 'Log it'}
          </Button>
        </>
      }
    >
      <form id="log-activity-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Log a call or meeting" className="flex flex-col gap-3">
        <Select label="What" options={ActivityKinds.map((kind) => ({ value: kind, label: kindLabel[kind] }))} {...register('kind')} error={formState.errors.kind?.message} />
        <Input label="When" type="datetime-local" hint="Your own clock's time." {...register('happenedAt')} error={formState.errors.happenedAt?.message} />
        <Input label="Outcome" maxLength={ACTIVITY_OUTCOME_MAX} autoComplete="off" {...register('outcome')} error={formState.errors.outcome?.message} />
        <Textarea label="Notes (optional)" rows={3} maxLength={NOTE_MAX} {...register('notes')} error={formState.errors.notes?.message} />
      </form>
    </Dialog>
  );
}
