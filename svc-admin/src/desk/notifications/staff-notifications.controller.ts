import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Caller } from '../../shared/identity/caller';
import { memberOf, StaffNotificationsService } from './staff-notifications.service';

@Controller()
export class StaffNotificationsController {
  constructor(@Inject(StaffNotificationsService) private readonly notifications: StaffNotificationsService) {}

  @Endpoint('staffNotifications')
  list(@Input() { query }: EndpointInput<'staffNotifications'>, @Caller() caller: Caller) {
    return this.notifications.page(memberOf(caller.staffAccountId), query);
  }

  @Endpoint('markStaffNotificationRead')
  read(@Input() { params }: EndpointInput<'markStaffNotificationRead'>, @Caller() caller: Caller) {
    return this.notifications.markRead(memberOf(caller.staffAccountId), params.id);
  }

  @Endpoint('markAllStaffNotificationsRead')
  readAll(@Input() _empty: EndpointInput<'markAllStaffNotificationsRead'>, @Caller() caller: Caller) {
    return this.notifications.markAllRead(memberOf(caller.staffAccountId));
  }

  @Endpoint('staffNotificationPreferences')
  preferences(@Caller() caller: Caller) {
    return this.notifications.preferences(memberOf(caller.staffAccountId));
  }

  @Endpoint('updateStaffNotificationPreferences')
  setPreferences(@Input() { body }: EndpointInput<'updateStaffNotificationPreferences'>, @Caller() caller: Caller) {
    return this.notifications.setPreferences(memberOf(caller.staffAccountId), body);
  }

  /** The stream takes the reply itself: it stays open and is written as notifications come, not answered once. */
  @Endpoint('staffNotificationStream')
  stream(@Caller() caller: Caller, @Res() reply: FastifyReply): void {
    this.notifications.stream(memberOf(caller.staffAccountId), reply.raw);
    reply.hijack();
  }
}
