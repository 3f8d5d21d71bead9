import { NOTIFICATION_POLL_MS, NOTIFICATION_STREAM_EVENT, type StaffNotification, StaffEndpoints } from '@biz/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { notificationsKey, notificationsQuery } from './notifications-api';

/** How long the desk polls before it tries the stream again, once the stream was refused. */
const STREAM_RETRY_MS = 60_000;

/**
 * The member's notifications, kept current: the stream (Server-Sent Events) says when one arrives; when the
 * browser cannot hold it (no EventSource, or an answer that is not a stream: past the caps, a proxy that
 * refuses it) the desk polls instead and tries the stream again a minute later. A new lead among what
 * arrives calls `onNewLead`, however it arrived.
 */
export function useNotificationFeed(enabled: boolean, onNewLead: () => void) {
  const queryClient = useQueryClient();
  const [polling, setPolling] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    if (typeof EventSource === 'undefined') {
      setPolling(true);
      return;
    }
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsKey });
    const open = () => {
      source = new EventSource(StaffEndpoints.staffNotificationStream.path);
      // Opened (again): whatever came meanwhile is fetched.
      source.addEventListener('open', () => {
        setPolling(false);
        refresh();
      });
      source.addEventListener(NOTIFICATION_STREAM_EVENT, refresh);
      source.addEventListener('error', () => {
        // A broken stream is reconnected by the browser itself; a refused one is closed for good.
        if (source?.readyState !== EventSource.CLOSED) return;
        setPolling(true);
        retry = setTimeout(open, STREAM_RETRY_MS);
      });
    };
    open();
    return () => {
      source?.close();
      clearTimeout(retry);
    };
  }, [enabled, queryClient]);

  const feed = useInfiniteQuery({ ...notificationsQuery(polling ? NOTIFICATION_POLL_MS : false), enabled });
  useNewLeads(feed.data?.pages[0]?.notifications, onNewLead);
  return feed;
}

/** Calls `onNewLead` when a newer new-lead notification than any seen before shows up (not for those there at first). */
function useNewLeads(newest: readonly StaffNotification[] | undefined, onNewLead: () => void) {
  const seenUntil = useRef<string | null>(null);
  const callback = useRef(onNewLead);
  callback.current = onNewLead;
  useEffect(() => {
    if (!newest) return;
    const before = seenUntil.current;
    const top = newest[0]?.createdAt ?? '';
    seenUntil.current = before === null || top > before ? top : before;
    if (before !== null && newest.some((n) => n.event === 'new-lead' && n.createdAt > before)) callback.current();
  }, [newest]);
}
