import { InviteStaffRequest, StaffRole } from '@biz/contracts';
import { Button, Input, Select, toast } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useInviteStaff } from '../api/staff-api';

const roleOptions = StaffRole.options.map((value) => ({ value, label: value === 'owner' ? 'Owner (also manages the team and billing)' : 'Staff' }));

/** Invite by email with a role: the link goes to that address by email, never to this screen. */
export function InviteForm() {
  const invite = useInviteStaff();
  const { register, handleSubmit, reset, formState } = useForm<z.input<typeof InviteStaffRequest>, unknown, InviteStaffRequest>({ resolver: zodResolver(InviteStaffRequest), defaultValues: { email: '', role: 'staff' } });
  const submit = handleSubmit((body) =>
    invite.mutate(body, {
      onSuccess: ({ email }) => {
        toast({ title: 'Invitation queued', description: `Queued for ${email}, who has 72 hours to accept it once it arrives.`, variant: 'success' });
        reset();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Invite a team member" className="grid gap-3 sm:grid-cols-[1fr_16rem_auto] sm:items-end">
      <Input label="Email to invite" type="email" required {...register('email')} error={formState.errors.email?.message} />
      <Select label="Role" options={roleOptions} {...register('role')} />
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? 'Sending...' : 'Send invitation'}
      </Button>
    </form>
  );
}
