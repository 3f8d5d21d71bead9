import { StaffNotificationPreferencesResponse, StaffNotificationsReadResponse, StaffNotificationsResponse, ToastMessage, type StaffNotificationPreferences, type StaffNotificationsQuery } from '@biz/contracts';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../api/endpoint-calls';

/** How many notifications the bell shows at first, and adds with each "Show older". */
export const NOTIFICATIONS_PAGE = 20;

export const fetchNotifications = (query: StaffNotificationsQuery) => callEndpoint('staffNotifications', StaffNotificationsResponse, { query });
export const markNotificationRead = (id: string) => callEndpoint('markStaffNotificationRead', StaffNotificationsReadResponse, { params: { id }, body: {} });
export const markAllNotificationsRead = () => callEndpoint('markAllStaffNotificationsRead', StaffNotificationsReadResponse, { body: {} });
export const fetchNotificationPreferences = () => callEndpoint('staffNotificationPreferences', StaffNotificationPreferencesResponse);
export const saveNotificationPreferences = (body: StaffNotificationPreferences) => callEndpoint('updateStaffNotificationPreferences', StaffNotificationPreferencesResponse, { body });

const NOTIFICATIONS_KEY = ['staff-notifications'] as const;

/** The member's notifications, newest first, a page at a time; the first page also says how many are unread. */
export const notificationsQuery = (pollMs: number | false) =>
  infiniteQueryOptions({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ pageParam }) => fetchNotifications({ limit: NOTIFICATIONS_PAGE, ...(pageParam ? { before: pageParam } : {}) }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    refetchInterval: pollMs,
  });
export const notificationsKey = NOTIFICATIONS_KEY;

export const notificationPreferencesQuery = () => queryOptions({ queryKey: ['staff-notification-preferences'], queryFn: fetchNotificationPreferences });

export const useMarkNotificationRead = () => useEndpointMutation({ mutationFn: markNotificationRead, failure: ToastMessage.notificationReadFailed, invalidates: [NOTIFICATIONS_KEY], concurrent: true });
export const useMarkAllNotificationsRead = () => useEndpointMutation({ mutationFn: markAllNotificationsRead, failure: ToastMessage.notificationReadFailed, invalidates: [NOTIFICATIONS_KEY] });
export const useSaveNotificationPreferences = () =>
  useEndpointMutation({ mutationFn: saveNotificationPreferences, failure: ToastMessage.notificationPreferencesFailed, invalidates: [['staff-notification-preferences']] });
