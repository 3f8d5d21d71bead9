import { DECLINE_REASON_MAX } from '@biz/contracts';
import { Button, Textarea, toast } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useState } from 'react';
import { useDeclineProposal } from './proposal-api';

// Stable, so it runs once, when the click that asked for the reason shows it: the keyboard goes where the eye goes.
const focusWhenShown = (field: HTMLTextAreaElement | null) => field?.focus();

/** Declining, kept smaller than signing: one click shows the optional reason, a second sends it. */
export function ProposalDecline({ token }: { token: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const decline = useDeclineProposal(token);

  if (!open) {
    return (
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(true)}>
          Decline this proposal
        </Button>
      </div>
    );
  }
  return (
    <form
      noValidate
      aria-label="Decline the proposal"
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        decline.mutate(reason, {
          onSuccess: () => toast({ title: 'Proposal declined', variant: 'success' }),
          onError: (failure) => setError(apiErrorOf(failure).fields?.reason?.[0]),
        });
      }}
    >
      <Textarea
        label="Tell us why (optional)"
        name="reason"
        rows={3}
        maxLength={DECLINE_REASON_MAX}
        value={reason}
        error={error}
        ref={focusWhenShown}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
      <div>
        <Button type="submit" variant="outline" size="sm" disabled={decline.isPending}>
          {decline.isPending ? 'Declining...' : 'Decline Proposal'}
        </Button>
      </div>
    </form>
  );
}
