import { ADMIN_TEAM_PATH, ToastMessage } from '@biz/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Notice, PageHeader, toastMessage } from '@biz/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminStatusKey, fetchAdminStatus, useAdminRole } from '../api/session-api';
import { fetchTeam, teamKey } from '../api/staff-api';
import { useAdminSession } from '../dashboard/use-admin-session';
import { ChangePasswordForm } from '../team/change-password-form';
import { InviteForm } from '../team/invite-form';
import { SingleSignOnPolicy } from '../team/single-sign-on-policy';
import { TeamMembers } from '../team/team-members';

/**
 * /admin/team: for owners, who is on the team, invitations and removal, and single sign-on (a staff member is
 * told it is an owner's screen); for every staff account, their own password. The bootstrap owner has no account, so no password here.
 */
export function TeamPage() {
  const isAdmin = useAdminSession();
  const isOwner = useAdminRole() === 'owner';
  const name = useQuery({ queryKey: adminStatusKey, queryFn: fetchAdminStatus }).data?.name;
  const team = useQuery({ queryKey: teamKey, queryFn: fetchTeam, enabled: isOwner });
  useEffect(() => {
    if (team.isError) toastMessage(ToastMessage.dashboardLoadFailed);
  }, [team.isError]);

  return (
    <div className="flex flex-col gap-8">
      <PageHeader page={ADMIN_TEAM_PATH} description="The agency's named team: who signs in to the desk, with which role." />
      {name ? (
        <Card>
          <CardHeader className="gap-4">
            <div>
              <CardTitle>Your password</CardTitle>
              <CardDescription>Signed in as {name}. Changing it signs out your other sessions.</CardDescription>
            </div>
            <ChangePasswordForm />
          </CardHeader>
        </Card>
      ) : null}
      {isAdmin && !isOwner ? <Notice title="Owners only">Only an owner manages the team. Ask an owner to invite or remove a member.</Notice> : null}
      {isOwner ? (
        <Card>
          <CardHeader className="gap-4">
            <div>
              <CardTitle>Members</CardTitle>
              <CardDescription>Removing a member ends their sessions at once.</CardDescription>
            </div>
            <InviteForm />
          </CardHeader>
          <CardContent>{team.data ? <TeamMembers members={team.data.members} invites={team.data.invites} /> : <p className="text-sm text-ink-muted">{team.isError ? 'The team could not be loaded.' : 'Loading the team...'}</p>}</CardContent>
        </Card>
      ) : null}
      {isOwner && team.data ? (
        <Card>
          <CardHeader>
            <CardTitle>Single sign-on</CardTitle>
            <CardDescription>The team signs in with the agency's own Google or Microsoft accounts.</CardDescription>
          </CardHeader>
          <CardContent>
            <SingleSignOnPolicy state={team.data.singleSignOn} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
