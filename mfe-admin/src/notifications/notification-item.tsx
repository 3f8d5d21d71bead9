import type { StaffNotification } from '@biz/contracts';
import { cn, formatDate } from '@biz/ui-kit';
import { Link } from 'react-router';

/** One notification in the bell: a link to its place in the record (none when it names no business), marked while unread. */
export function NotificationItem({ notification, onOpen }: { notification: StaffNotification; onOpen: () => void }) {
  const { headline, businessName, detail, href, createdAt, readAt } = notification;
  const body = (
    <>
      <span className="flex items-baseline justify-between gap-3">
        <span className={cn('text-sm', readAt ? 'text-ink-muted' : 'font-semibold text-ink')}>{headline}</span>
        <time dateTime={createdAt} className="shrink-0 text-xs text-ink-muted">
          {formatDate(createdAt, 'monthDayTime')}
        </time>
      </span>
      <span className="text-sm wrap-anywhere text-ink">{businessName}</span>
      {detail ? <span className="text-xs wrap-anywhere text-ink-muted">{detail}</span> : null}
      {readAt ? null : <span className="sr-only">Unread.</span>}
    </>
  );
  const classes = cn('flex flex-col gap-0.5 rounded-lg border-l-4 px-3 py-2', readAt ? 'border-transparent' : 'border-brand-600 bg-brand-50');
  return (
    <li>
      {href ? (
        <Link to={href} onClick={onOpen} className={cn(classes, 'hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand-500')}>
          {body}
        </Link>
      ) : (
        <div className={classes}>{body}</div>
      )}
    </li>
  );
}
