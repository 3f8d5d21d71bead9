import { Module } from '@nestjs/common';
import { ADMIN_ENV, type AdminEnv } from '../../config/env';
import { NOTIFICATION_STREAM_SETTINGS, NotificationStreams, type NotificationStreamSettings } from './notification-streams';
import { StaffNotificationsController } from './staff-notifications.controller';
import { StaffNotificationsRepository } from './staff-notifications.repository';
import { NOTIFICATIONS_PUBLIC_URL, StaffNotificationsService } from './staff-notifications.service';

/** The members' notifications: made by the inbox from every event the agency is told of, read in the desk's bell, pushed to its open streams. */
@Module({
  controllers: [StaffNotificationsController],
  providers: [
    StaffNotificationsRepository,
    StaffNotificationsService,
    NotificationStreams,
    { provide: NOTIFICATIONS_PUBLIC_URL, inject: [ADMIN_ENV], useFactory: (env: AdminEnv) => env.PUBLIC_URL.replace(/\/$/, '') },
    {
      provide: NOTIFICATION_STREAM_SETTINGS,
      inject: [ADMIN_ENV],
      useFactory: (env: AdminEnv): NotificationStreamSettings => ({
        redisUrl: env.REDIS_URL,
        channel: `${env.QUEUE_PREFIX}:staff-notifications`,
        perMember: env.NOTIFICATION_STREAMS_PER_MEMBER,
        total: env.NOTIFICATION_STREAMS_MAX,
        heartbeatMs: env.NOTIFICATION_STREAM_HEARTBEAT_SECONDS * 1000,
      }),
    },
  ],
  exports: [StaffNotificationsService],
})
export class StaffNotificationsModule {}
