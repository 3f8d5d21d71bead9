import { ACCEPT_INVITE_PATH, type AcceptInviteResponse } from '@biz/contracts';
import { Card, CardContent, Notice, PageHeader } from '@biz/ui-kit';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useStartStaffEnrolment } from '../api/staff-api';
import { EnrolmentForm } from '../sign-in/enrolment-form';
import { RecoveryCodes } from '../sign-in/recovery-codes';

/** Where an invitation link leads: enrol the authenticator, choose a name and password, save the recovery codes, then the desk. */
export function AcceptInvitePage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const enrolment = useStartStaffEnrolment();
  const [joined, setJoined] = useState<AcceptInviteResponse | null>(null);
  const { mutate } = enrolment;
  useEffect(() => {
    mutate(token);
  }, [mutate, token]);

  return (
    <div className="flex flex-1 items-center justify-center bg-gradient-to-b from-brand-50 to-canvas px-4 py-14 sm:py-20">
      <Card className="w-full max-w-lg">
        <CardContent className="flex flex-col gap-6 p-8">
          <PageHeader page={ACCEPT_INVITE_PATH} description="Set up your sign-in: a password and a code from an authenticator app." />
          {joined ? (
            <RecoveryCodes codes={joined.recoveryCodes} onContinue={() => navigate('/admin')} />
          ) : enrolment.data ? (
            <EnrolmentForm token={token} enrolment={enrolment.data} onJoined={setJoined} />
          ) : enrolment.isError ? (
            <Notice title="This invitation cannot be used" tone="warning">
              It has expired or was already used. Please ask the owner for a new one.
            </Notice>
          ) : (
            <p className="text-sm text-ink-muted">Opening your invitation...</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
