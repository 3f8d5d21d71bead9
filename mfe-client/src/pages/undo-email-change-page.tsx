import { CLIENT_LOGIN_PATH, EMAIL_CHANGE_UNDO_PATH, SITE_PAGES } from '@biz/contracts';
import { Button, buttonClasses, Card, CardContent, PageHeader } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { Link, useSearchParams } from 'react-router';
import { useUndoEmailChange } from '../api/client-api';

/**
 * The page the former address's "your email address was changed" link opens. A press of the button (never the
 * page's load: a mail scanner opens links) takes the account back; every session ends and a reset link follows.
 */
export function UndoEmailChangePage() {
  const [params] = useSearchParams();
  const undo = useUndoEmailChange();
  const description = undo.isSuccess
    ? undo.data.message
    : undo.isError
      ? (apiErrorOf(undo.error).message ?? 'Please try again.')
      : 'If you did not change the email address of your client account, take it back to this address. Everyone signed in to it is signed out, and we email you a link to choose a new password.';
  return (
    <div className="flex flex-1 items-center justify-center bg-gradient-to-b from-brand-50 to-canvas px-4 py-14 sm:py-20">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-6 p-8" aria-busy={undo.isPending}>
          <PageHeader title={undo.isSuccess ? 'Your Account Is Back' : undo.isError ? 'This Link Did Not Work' : SITE_PAGES[EMAIL_CHANGE_UNDO_PATH].title} description={description} />
          {undo.isIdle || undo.isPending ? (
            <Button type="button" size="lg" disabled={undo.isPending} onClick={() => undo.mutate(params.get('token') ?? '')}>
              {undo.isPending ? 'Taking it back...' : 'Take my account back'}
            </Button>
          ) : (
            <Link to={CLIENT_LOGIN_PATH} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
              Go to the login
            </Link>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
