import type { PendingStaffInvite, StaffMember } from '@biz/contracts';
import { Badge, Button, formatDate, Table, TableBody, TableCell, TableColumns, TableRow } from '@biz/ui-kit';
import { useRemoveStaffMember } from '../api/staff-api';
import { InviteWithdrawal } from './invite-withdrawal';

const MEMBER_COLUMNS = ['Name', 'Email', 'Role', 'MFA', 'Last sign-in', 'Actions'] as const;

/** The team: each member's role, whether MFA is set up (and whether they sign in with the agency's provider), the last sign-in ("never" is an answer), and removal; the pending invitations, and their withdrawal. */
export function TeamMembers({ members, invites }: { members: readonly StaffMember[]; invites: readonly PendingStaffInvite[] }) {
  const remove = useRemoveStaffMember();
  return (
    <Table aria-label="Team members">
      <TableColumns columns={MEMBER_COLUMNS} pinLast />
      <TableBody>
        {members.map((member) => (
          <TableRow key={member.id}>
            <TableCell className="font-medium">{member.name}</TableCell>
            <TableCell>{member.email}</TableCell>
            <TableCell>{member.role === 'owner' ? 'Owner' : 'Staff'}</TableCell>
            <TableCell>
              <span className="flex flex-wrap gap-1">
                {member.mfaEnrolled ? <Badge>Enrolled</Badge> : 'Not enrolled'}
                {member.singleSignOn ? <Badge>Single sign-on</Badge> : null}
              </span>
            </TableCell>
            <TableCell>{member.lastSignInAt ? formatDate(member.lastSignInAt, 'dateTime') : 'Never'}</TableCell>
            <TableCell pinEnd>
              <Button variant="outline" size="sm" aria-label={`Remove ${member.name}`} disabled={remove.isPending} onClick={() => remove.mutate(member.id)}>
                Remove
              </Button>
            </TableCell>
          </TableRow>
        ))}
        {invites.map((invite) => (
          <TableRow key={invite.id}>
            <TableCell className="text-ink-muted">Invited</TableCell>
            <TableCell>{invite.email}</TableCell>
            <TableCell>{invite.role === 'owner' ? 'Owner' : 'Staff'}</TableCell>
            <TableCell>Not yet</TableCell>
            <TableCell>Link works until {formatDate(invite.expiresAt, 'dateTime')}</TableCell>
            <TableCell pinEnd>
              <InviteWithdrawal invite={invite} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
