import { renderEmail } from '@biz/catalog';
import {
  DeliverEmailJob,
  NOTIFICATIONS_PAGE_MAX,
  NotificationHeadline,
  NotificationKindOfEvent,
  NotificationSectionOfEvent,
  recordAddress,
  ServerMessage,
  type JobPayload,
  type NotifyAgencyJob,
  type StaffNotification,
  type StaffNotificationPreferences,
  type StaffNotificationPreferencesResponse,
  type StaffNotificationsQuery,
  type StaffNotificationsReadResponse,
  type StaffNotificationsResponse,
} from '@biz/contracts';
import { domainError, JOB_PRODUCER, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { NotificationStreams } from './notification-streams';
import { OWNER_PASSWORD_MEMBER, StaffNotificationsRepository, type StoredNotification } from './staff-notifications.repository';

/** 404: none of the caller's notifications has that id (another member's is not theirs to mark). */
export class StaffNotificationNotFound extends domainError('StaffNotificationNotFound', ServerMessage.notificationNotFound) {}

/** Injection token of the public address emails link to (`PUBLIC_URL`, no trailing slash). */
export const NOTIFICATIONS_PUBLIC_URL = Symbol('NOTIFICATIONS_PUBLIC_URL');

/** Whose notifications a desk session reads: its staff account's, or the bootstrap owner's. */
export const memberOf = (staffAccountId: string | undefined) => staffAccountId ?? OWNER_PASSWORD_MEMBER;

export function toNotification(row: StoredNotification): StaffNotification {
  const section = NotificationSectionOfEvent[row.event];
  return {
    id: row.id,
    event: row.event,
    kind: NotificationKindOfEvent[row.event],
    headline: NotificationHeadline[row.event],
    businessName: row.business_name,
    detail: row.detail,
    recordId: row.record_id,
    section,
    href: row.record_id ? recordAddress(row.record_id, section) : null,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
  };
}

/**
 * The agency is told: each event becomes one notification per member (pushed to their open desks), and an
 * email to those who chose its kind. Members read theirs newest first and mark them read.
 */
@Injectable()
export class StaffNotificationsService {
  private readonly log = new Logger(StaffNotificationsService.name);

  constructor(
    @Inject(StaffNotificationsRepository) private readonly notifications: StaffNotificationsRepository,
    @Inject(NotificationStreams) private readonly streams: NotificationStreams,
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
    @Inject(NOTIFICATIONS_PUBLIC_URL) private readonly publicUrl: string,
  ) {}

  /**
   * The inbox's job: the rows made now are pushed (a repeat makes none, so pushes nothing); every due email is
   * enqueued under the notification's id, so one a failed attempt left behind goes now and none goes twice.
   */
  async notify(notice: JobPayload<typeof NotifyAgencyJob>): Promise<number> {
    const made = await this.notifications.create(notice);
    for (const row of made) {
      await this.streams.publish(row.member, toNotification(row)).catch((err: unknown) => this.log.warn(`notification ${row.id} not pushed (the desk finds it when it next asks): ${String(err)}`));
    }
    for (const { notification, to } of await this.notifications.emailsDue(notice.event, notice.eventKey)) {
      const { headline, businessName, detail, href } = toNotification(notification);
      const { subject, text } = renderEmail('staff-notification', { headline, businessName, detail, recordUrl: href && `${this.publicUrl}${href}`, deskUrl: `${this.publicUrl}/admin` });
      await this.producer.enqueue(DeliverEmailJob, { emailId: notification.id, to, subject, text }, { jobId: `staff-notification-${notification.id}` });
    }
    return made.length;
  }

  async page(member: string, { before, limit = NOTIFICATIONS_PAGE_MAX }: StaffNotificationsQuery): Promise<StaffNotificationsResponse> {
    // One more than asked says whether another page follows.
    const [rows, unread] = await Promise.all([this.notifications.page(member, limit + 1, before), this.notifications.unread(member)]);
    const shown = rows.slice(0, limit);
    return { notifications: shown.map(toNotification), unread, nextBefore: rows.length > limit ? shown[shown.length - 1].id : null };
  }

  async markRead(member: string, id: string): Promise<StaffNotificationsReadResponse> {
    if (!(await this.notifications.markRead(member, id))) throw new StaffNotificationNotFound();
    return { unread: await this.notifications.unread(member) };
  }

  async markAllRead(member: string): Promise<StaffNotificationsReadResponse> {
    await this.notifications.markAllRead(member);
    return { unread: 0 };
  }

  async preferences(member: string): Promise<StaffNotificationPreferencesResponse> {
    return { emailKinds: await this.notifications.emailKinds(member), canEmail: member !== OWNER_PASSWORD_MEMBER };
  }

  async setPreferences(member: string, { emailKinds }: StaffNotificationPreferences): Promise<StaffNotificationPreferencesResponse> {
    await this.notifications.setEmailKinds(member, [...new Set(emailKinds)]);
    return this.preferences(member);
  }

  stream(member: string, res: ServerResponse): void {
    this.streams.attach(member, res);
  }
}
