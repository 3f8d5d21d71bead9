import type { PendingStaffInvite } from '@biz/contracts';
import { Button, toast } from '@biz/ui-kit';
import { useState } from 'react';
import { useWithdrawStaffInvite } from '../api/staff-api';

/** A pending invitation's Withdraw, asked once more in place ("Withdraw the invitation?"): the link stops working at once. */
export function InviteWithdrawal({ invite }: { invite: PendingStaffInvite }) {
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawStaffInvite();
  if (!confirming)
    return (
      <Button variant="outline" size="sm" aria-label={`Withdraw the invitation to ${invite.email}`} onClick={() => setConfirming(true)}>
        Withdraw
      </Button>
    );
  return (
    <div role="group" aria-label={`Withdraw the invitation to ${invite.email}?`} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-ink">Withdraw it?</span>
      <Button
        variant="destructive"
        size="sm"
        disabled={withdraw.isPending}
        onClick={() => withdraw.mutate(invite.id, { onSuccess: () => toast({ title: 'Invitation withdrawn', description: `The link sent to ${invite.email} no longer works.`, variant: 'success' }) })}
      >
        {withdraw.isPending ? 'Withdrawing...' : 'Yes, withdraw'}
      </Button>
      <Button variant="ghost" size="sm" disabled={withdraw.isPending} onClick={() => setConfirming(false)}>
        Keep it
      </Button>
    </div>
  );
}
