import { CLIENT_DASHBOARD_PATH, CLIENT_LOGIN_PATH } from '@biz/contracts';
import { buttonClasses, Card, CardContent, PageHeader } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useVerifyEmail } from '../api/client-api';

/** The page a confirmation link opens: it proves the address once, then leads to the dashboard. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const verify = useVerifyEmail();
  // Posted from the page, once: a mail scanner fetching the link proves nothing.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify.mutate(params.get('token') ?? '');
  }, [params, verify]);

  const title = verify.isSuccess ? 'Email Confirmed' : verify.isError ? 'This Link Did Not Work' : 'Confirming Your Email…';
  const description = verify.isSuccess ? verify.data.message : verify.isError ? (apiErrorOf(verify.error).message ?? 'Please try again.') : 'One moment.';
  return (
    <div className="flex flex-1 items-center justify-center bg-gradient-to-b from-brand-50 to-canvas px-4 py-14 sm:py-20">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-6 p-8" aria-busy={verify.isPending}>
          <PageHeader title={title} description={description} />
          {verify.isSuccess && (
            <Link to={CLIENT_DASHBOARD_PATH} className={buttonClasses({ size: 'lg' })}>
              Open your dashboard
            </Link>
          )}
          {verify.isError && (
            <Link to={CLIENT_LOGIN_PATH} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
              Sign in to ask for a new link
            </Link>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
