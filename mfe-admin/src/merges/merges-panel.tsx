import { agencyActorName, MergeBusinessRequest, type BusinessMerge } from '@biz/contracts';
import { Button, formatDate, Input, toast } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useMergeBusiness, useUndoBusinessMerge } from './merges-api';

/**
 * Another address of this business (a second inbox, a partner's) joins its record: its submissions, orders
 * and account. Each merge can be undone; the audit trail and the timeline keep both.
 */
export function MergesPanel({ submissionId, merges }: { submissionId: string; merges: readonly BusinessMerge[] }) {
  const merge = useMergeBusiness();
  const undo = useUndoBusinessMerge();
  const { register, handleSubmit, reset, setError, formState } = useForm<MergeBusinessRequest>({ resolver: zodResolver(MergeBusinessRequest), reValidateMode: 'onSubmit' });
  const save = handleSubmit(({ email }) =>
    merge.mutate(
      { id: submissionId, email },
      {
        onSuccess: (made) => {
          reset({ email: '' });
          toast({ title: 'Addresses merged', description: `${made.emails.join(', ')} joined this business.`, variant: 'success' });
        },
        // The server's reason (not this business's address, none submitted with it) shows under the field.
        onError: (error) => {
          const reason = apiErrorOf(error).fields?.email?.[0];
          if (reason) setError('email', { message: reason });
        },
      },
    ),
  );
  return (
    <div className="flex flex-col gap-3">
      {merges.length ? (
        <ul className="flex flex-col gap-2">
          {merges.map((made) => (
            <li key={made.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3">
              <p className="min-w-0 text-sm break-words text-ink">
                {made.emails.join(', ')}
                <span className="block text-xs text-ink-muted">
                  Merged {formatDate(made.at, 'dateTime')} by {agencyActorName(made.by)}
                </span>
              </p>
              <Button
                size="sm"
                variant="outline"
                disabled={undo.isPending}
                onClick={() => undo.mutate(made.id, { onSuccess: () => toast({ title: 'Merge undone', description: `${made.emails.join(', ')} is a business of its own again.`, variant: 'success' }) })}
                aria-label={`Undo the merge of ${made.emails.join(', ')}`}
              >
                Undo
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={(event) => void save(event)} noValidate aria-label="Merge another address" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Input label="Another address of this business" type="email" autoComplete="off" className="sm:flex-1" {...register('email')} error={formState.errors.email?.message} />
        <Button type="submit" size="sm" variant="outline" disabled={merge.isPending}>
          {merge.isPending ? 'Merging...' : 'Merge'}
        </Button>
      </form>
    </div>
  );
}
