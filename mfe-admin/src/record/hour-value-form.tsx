import { hourPrice, HourValueCents, type ClientAccountSummary } from '@biz/contracts';
import { Button, Input, toast } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { useState, type FormEvent } from 'react';
import { failureSaying, profileQueries } from '../api/write-helpers';
import { setHourValue } from './record-api';

/**
 * What the client's saved hour is worth in its figures (cards, chart, CSV, PDF, guides): the agency's
 * default until set here, and back to it with "Use the default".
 */
export function HourValueForm({ account }: { account: Pick<ClientAccountSummary, 'id' | 'hourValue'> }) {
  const { hourValue } = account;
  const [dollars, setDollars] = useState(String(hourValue.cents / 100));
  const [error, setError] = useState<string | null>(null);
  const save = useEndpointMutation({ mutationFn: setHourValue, failure: failureSaying('Value not saved'), invalidates: profileQueries });
  const submit = (hourValueCents: number | null) => {
    setError(null);
    save.mutate(
      { accountId: account.id, hourValueCents },
      {
        onSuccess: (value) => toast({ title: 'Value of a saved hour saved', description: `The client's savings are now counted at ${hourPrice(value.cents)} an hour.`, variant: 'success' }),
        onError: (failure) => setError(apiErrorOf(failure).fields?.hourValueCents?.[0] ?? null),
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(dollars);
    if (!dollars.trim() || !Number.isFinite(amount)) return setError('Enter the value in dollars, such as 60 or 37.50');
    const cents = HourValueCents.safeParse(Math.round(amount * 100));
    if (!cents.success) return setError(cents.error.issues[0]?.message ?? null);
    submit(cents.data);
  };
  return (
    <form className="flex max-w-sm flex-col gap-2" onSubmit={onSubmit} aria-label="Value of a saved hour">
      <Input
        label="Value of a saved hour (USD)"
        inputMode="decimal"
        value={dollars}
        onChange={(event) => setDollars(event.target.value)}
        error={error ?? undefined}
        hint={hourValue.setFor === 'client' ? 'Set for this client' : "The agency's default, from its content file"}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save value'}
        </Button>
        {hourValue.setFor === 'client' ? (
          <Button type="button" size="sm" variant="ghost" disabled={save.isPending} onClick={() => submit(null)}>
            Use the default
          </Button>
        ) : null}
      </div>
    </form>
  );
}
