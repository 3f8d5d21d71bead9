import { toast } from '@biz/ui-kit';

/**
 * What is known when the desk has handed an email over: it is queued, no more. Whether it was sent, failed,
 * or only kept in the log (no SMTP server configured) shows later in the email list.
 */
export function toastQueued(title: string, to: string): void {
  toast({ title, description: `Queued for ${to}. The email list shows when it is sent, or kept in the log when no SMTP server is configured.`, variant: 'success' });
}
