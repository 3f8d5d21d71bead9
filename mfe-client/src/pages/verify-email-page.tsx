import { CLIENT_DASHBOARD_PATH, CLIENT_LOGIN_PATH, type VerifyEmailRequest, type VerifyEmailResponse } from '@biz/contracts';
import { Button, buttonClasses, Card, CardContent, formatDate, PageHeader } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDeclineVerification, useVerifyEmail } from '../api/client-api';
import { ConfirmWithPasswordForm } from '../auth/confirm-with-password-form';

/**
 * The page a confirmation link opens. In the account's own session it confirms at once; anywhere else it asks
 * for the account's password or a new one, and offers "This wasn't me", which takes the account off the address.
 * A paid sprint's portal invitation (the same link) asks only for the first password: nobody knows one yet.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const decline = useDeclineVerification();
  // Posted from the page, once: a mail scanner fetching the link proves nothing.
  const sent = useRef(false);
  // What the first call asked for stays while the password is tried (each try clears the call's own answer).
  const [asked, setAsked] = useState<Extract<VerifyEmailResponse, { outcome: 'password-needed' }> | null>(null);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify.mutate({ token }, { onSuccess: (answer) => answer.outcome === 'password-needed' && setAsked(answer) });
  }, [token, verify]);

  const confirmed = verify.data?.outcome === 'confirmed';
  // A wrong password keeps the form (its message is under the field); a dead link ends the page.
  const failed = verify.isError && !apiErrorOf(verify.error).fields;
  const confirm = (body: VerifyEmailRequest, onError: (error: Error) => void) => verify.mutate(body, { onError });

  const [title, description] = decline.isSuccess
    ? [asked?.movesAccount ? 'Change Cancelled' : 'Taken Off Your Address', decline.data.message]
    : confirmed
      ? ['Email Confirmed', verify.data!.message]
      : failed || decline.isError
        ? ['This Link Did Not Work', apiErrorOf((verify.error ?? decline.error)!).message ?? 'Please try again.']
        : asked
          ? [asked.invited ? 'Set Up Your Client Portal' : 'Confirm Your Email', asked.message]
          : ['Confirming Your Email…', 'One moment.'];
  return (
    <div className="flex flex-1 items-center justify-center bg-gradient-to-b from-brand-50 to-canvas px-4 py-14 sm:py-20">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-6 p-8" aria-busy={verify.isPending || decline.isPending}>
          <PageHeader title={title} description={description} />
          {confirmed && (
            <Link to={CLIENT_DASHBOARD_PATH} className={buttonClasses({ size: 'lg' })}>
              Open your dashboard
            </Link>
          )}
          {asked?.invited && !confirmed && !failed && (
            <>
              <p className="text-sm text-ink-muted">
                Your portal was made for <span className="font-medium text-ink">{asked.email}</span> when you paid on {formatDate(asked.accountCreatedAt, 'longDateTime')}.
              </p>
              <ConfirmWithPasswordForm token={token} busy={verify.isPending} onConfirm={confirm} invited />
            </>
          )}
          {asked && !asked.invited && !confirmed && !failed && !decline.isSuccess && !decline.isError && (
            <>
              {asked.movesAccount ? (
                <p className="text-sm text-ink-muted">
                  An account made on {formatDate(asked.accountCreatedAt, 'longDateTime')} asked to move to <span className="font-medium text-ink">{asked.email}</span>.
                </p>
              ) : (
                <p className="text-sm text-ink-muted">
                  The account of <span className="font-medium text-ink">{asked.email}</span> was made on {formatDate(asked.accountCreatedAt, 'longDateTime')}.
                </p>
              )}
              <ConfirmWithPasswordForm token={token} busy={verify.isPending} onConfirm={confirm} />
              <div className="flex flex-col gap-2 border-t border-line pt-4">
                <p className="text-sm text-ink-muted">
                  {asked.movesAccount ? 'Did not ask for this? Cancel the change: nothing of yours is linked to that account.' : 'Did not make this account? Take it off your address: nothing of yours is linked to it.'}
                </p>
                <Button type="button" variant="outline" disabled={decline.isPending} onClick={() => decline.mutate(token)}>
                  {decline.isPending ? 'Sending...' : "This wasn't me"}
                </Button>
              </div>
            </>
          )}
          {(failed || decline.isError) && (
            <Link to={CLIENT_LOGIN_PATH} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
              Sign in to ask for a new link
            </Link>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
