import { formatCount } from '@biz/contracts';
import { Button, Dialog } from '@biz/ui-kit';
import { useState } from 'react';
import { NotificationItem } from './notification-item';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from './notifications-api';
import { NotificationPreferencesForm } from './notification-preferences-form';
import { useNotificationFeed } from './use-notification-feed';

const unreadWords = (unread: number) => (unread === 0 ? 'none unread' : `${formatCount(unread)} unread`);

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The desk's bell: how many notifications are unread (in its name too), and a dialog with the newest first,
 * each opening its business's record and marked read as it opens; "Mark all read"; older ones on demand; and
 * the member's email choices. `onNewLead` runs when a new lead arrives (the page refreshes its submissions).
 */
export function NotificationBell({ enabled, onNewLead }: { enabled: boolean; onNewLead: () => void }) {
  const [open, setOpen] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const feed = useNotificationFeed(enabled, onNewLead);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = feed.data?.pages[0]?.unread;
  const notifications = feed.data?.pages.flatMap((page) => page.notifications) ?? [];
  const close = () => {
    setOpen(false);
    setChoosing(false);
  };
  return (
    <>
      <Button variant="outline" className="relative px-3" aria-label={`Notifications, ${unread === undefined ? 'loading' : unreadWords(unread)}`} onClick={() => setOpen(true)}>
        <BellIcon />
        {unread ? (
          <span aria-hidden="true" className="absolute -top-1.5 -right-1.5 min-w-5 rounded-full bg-danger-600 px-1 text-xs leading-5 font-semibold text-white">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={choosing ? 'Email me about' : 'Notifications'}
        description={choosing ? 'Every notification shows here; choose the ones that also come to you by email.' : unread === undefined ? undefined : `${unreadWords(unread).replace(/^./, (c) => c.toUpperCase())}.`}
      >
        {choosing ? (
          <NotificationPreferencesForm onDone={() => setChoosing(false)} />
        ) : (
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" disabled={!unread || markAll.isPending} onClick={() => markAll.mutate()}>
                Mark all read
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setChoosing(true)}>
                Email preferences
              </Button>
            </div>
            {feed.isPending ? (
              <p className="text-sm text-ink-muted">Loading notifications...</p>
            ) : feed.isError ? (
              <p className="text-sm text-ink-muted">The notifications could not be loaded. Close this and try again.</p>
            ) : notifications.length === 0 ? (
              <p className="text-sm text-ink-muted">Nothing yet: new leads, payments, refunds, tickets, calls and automation reports show here.</p>
            ) : (
              <ul aria-label="Notifications, newest first" className="flex max-h-[60dvh] flex-col gap-1 overflow-y-auto">
                {notifications.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    onOpen={() => {
                      if (!notification.readAt) markRead.mutate(notification.id);
                      close();
                    }}
                  />
                ))}
              </ul>
            )}
            {feed.hasNextPage ? (
              <Button variant="outline" size="sm" disabled={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
                {feed.isFetchingNextPage ? 'Loading...' : 'Show older'}
              </Button>
            ) : null}
          </div>
        )}
      </Dialog>
    </>
  );
}
