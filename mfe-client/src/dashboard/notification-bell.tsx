import { unreadCount, type ClientNotification } from '@biz/contracts';
import { Checkbox, formatDate, useAnchoredPosition } from '@biz/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';

export interface NotificationBellProps {
  notifications: readonly ClientNotification[];
  emailNotifications: boolean;
  onMarkRead: (id?: string) => void;
  onEmailNotificationsChange: (on: boolean) => void;
}

/** SPEC §2: a bell with the unread count; it opens the notifications, newest first, to mark read one or all. */
export function NotificationBell({ notifications, emailNotifications, onMarkRead, onEmailNotificationsChange }: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Pinned to the bell inside the window: where the bell lands depends on the business name's length.
  const panelStyle = useAnchoredPosition(open, bell, panel);
  const unread = unreadCount(notifications);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div ref={root}>
      <button
        ref={bell}
        type="button"
        onClick={() => setOpen((shown) => !shown)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        className="relative flex size-11 items-center justify-center rounded-full border border-line bg-surface text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unread ? (
          <span aria-hidden="true" className="absolute -right-1 -top-1 flex min-w-5 items-center justify-center rounded-full bg-danger-600 px-1 text-xs font-semibold text-white">
            {unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          role="region"
          aria-label="Notifications"
          style={panelStyle}
          className="z-50 flex w-[min(22rem,calc(100vw-1rem))] flex-col gap-2 rounded-xl border border-line bg-surface p-2 shadow-card"
        >
          <div className="flex items-center justify-between gap-2 px-2 pt-1">
            <p className="text-sm font-semibold text-ink">Notifications</p>
            {unread ? (
              <button type="button" onClick={() => onMarkRead()} className="text-sm font-medium text-brand-700 hover:underline">
                Mark all read
              </button>
            ) : null}
          </div>
          {notifications.length === 0 ? (
            <p className="px-2 py-3 text-sm text-ink-muted">No notifications yet. We will tell you here when an automation moves forward.</p>
          ) : (
            <ul className="flex max-h-80 flex-col overflow-y-auto">
              {notifications.map((notification) => (
                <li key={notification.id} className="flex items-start justify-between gap-2 rounded-lg p-2">
                  <div>
                    <p className={notification.isRead ? 'text-sm text-ink' : 'text-sm font-semibold text-ink'}>{notification.title}</p>
                    <p className="text-sm text-ink-muted">{notification.message}</p>
                    <p className="text-xs text-ink-subtle">{formatDate(notification.createdAt, 'monthDayTime')}</p>
                  </div>
                  {notification.isRead ? null : (
                    <button type="button" onClick={() => onMarkRead(notification.id)} aria-label={`Mark '${notification.message}' read`} className="shrink-0 text-xs font-medium text-brand-700 hover:underline">
                      Mark read
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          <div className="border-t border-line px-2 pt-2 pb-1">
            <Checkbox label="Email me these too" checked={emailNotifications} onChange={(event) => onEmailNotificationsChange(event.target.checked)} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
