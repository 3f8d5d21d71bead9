import { AddNoteRequest, agencyActorName, NOTE_MAX, type BusinessNote } from '@biz/contracts';
import { Button, formatDate, Textarea, toast } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useAddBusinessNote } from './follow-ups-api';

/** The team's notes on the business, oldest first, as the plain text written (React escapes it), and a new one. */
export function BusinessNotes({ submissionId, notes }: { submissionId: string; notes: readonly BusinessNote[] }) {
  const add = useAddBusinessNote();
  const { register, handleSubmit, reset, formState } = useForm<AddNoteRequest>({ resolver: zodResolver(AddNoteRequest), defaultValues: { body: '' }, reValidateMode: 'onSubmit' });
  const submit = handleSubmit((note) =>
    add.mutate({ id: submissionId, note }, { onSuccess: () => (reset({ body: '' }), toast({ title: 'Note added', description: 'It is on the record and its timeline.', variant: 'success' })) }),
  );
  return (
    <div className="flex flex-col gap-3">
      {notes.length ? (
        <ul aria-label="Notes" className="flex flex-col gap-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg border border-line p-3">
              <p className="text-sm break-words whitespace-pre-wrap text-ink">{note.body}</p>
              <p className="mt-1 text-xs text-ink-muted">
                {agencyActorName(note.by)} · <time dateTime={note.at}>{formatDate(note.at, 'dateTime')}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">No notes yet.</p>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add a note" className="flex flex-col gap-2">
        <Textarea label="New note" rows={3} maxLength={NOTE_MAX} {...register('body')} error={formState.errors.body?.message} />
        <div>
          <Button type="submit" size="sm" variant="outline" disabled={add.isPending}>
            {add.isPending ? 'Adding...' : 'Add note'}
          </Button>
        </div>
      </form>
    </div>
  );
}
