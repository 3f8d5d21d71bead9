import { Button, Notice, toast } from '@biz/ui-kit';
import { useResendVerification } from '../api/client-api';

/** Until the email is proven nothing of the business shows: say so, and offer a new link. */
export function ConfirmEmailNotice({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <Notice title="Please confirm your email address" tone="warning">
      <div className="flex flex-col items-start gap-3">
        <p>
          We sent a link to <strong className="text-ink">{email}</strong>. Your business&apos;s plan, orders and automations appear here once you open it.
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={resend.isPending}
          onClick={() => resend.mutate(undefined, { onSuccess: ({ message }) => toast({ title: 'Confirmation link', description: message, variant: 'success' }) })}
        >
          {resend.isPending ? 'Sending...' : 'Send a new link'}
        </Button>
      </div>
    </Notice>
  );
}
