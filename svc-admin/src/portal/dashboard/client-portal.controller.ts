import type { EndpointInput } from '@biz/contracts';
import { CurrentSession, Endpoint, Input, type CurrentSessionValue, accountIdOf } from '@biz/server-kit';
import { Controller, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { sendFile } from '../../shared/files/file-answer';
import { Caller } from '../../shared/identity/caller';
import { ClientPortalService } from './client-portal.service';
import { SavingsReportService } from '../savings-reports/savings-report.service';
import { SupportService } from '../support/support.service';

/** The signed-in client's own actions: every one is about the session's account only. */
@Controller()
export class ClientPortalController {
  constructor(
    @Inject(ClientPortalService) private readonly portal: ClientPortalService,
    @Inject(SupportService) private readonly support: SupportService,
    @Inject(SavingsReportService) private readonly reports: SavingsReportService,
  ) {}

  @Endpoint('markNotificationRead')
  markRead(@Input() { params }: EndpointInput<'markNotificationRead'>, @CurrentSession() { session }: CurrentSessionValue) {
    return this.portal.markRead(accountIdOf(session), params.id);
  }

  @Endpoint('markAllNotificationsRead')
  markAllRead(@Input() _empty: EndpointInput<'markAllNotificationsRead'>, @CurrentSession() { session }: CurrentSessionValue) {
    return this.portal.markRead(accountIdOf(session));
  }

  @Endpoint('updateClientPreferences')
  preferences(@Input() { body }: EndpointInput<'updateClientPreferences'>, @CurrentSession() { session }: CurrentSessionValue) {
    return this.portal.setPreferences(accountIdOf(session), body);
  }

  @Endpoint('requestResume')
  requestResume(@Input() { params }: EndpointInput<'requestResume'>, @CurrentSession() { session }: CurrentSessionValue, @Caller() caller: Caller) {
    return this.portal.requestResume(accountIdOf(session), params.id, caller);
  }

  @Endpoint('createSupportTicket')
  createTicket(@Input() { body }: EndpointInput<'createSupportTicket'>, @CurrentSession() { session }: CurrentSessionValue, @Caller() caller: Caller) {
    return this.support.create(accountIdOf(session), body, caller);
  }

  @Endpoint('answerSupportTicket')
  answerTicket(@Input() { params, body }: EndpointInput<'answerSupportTicket'>, @CurrentSession() { session }: CurrentSessionValue, @Caller() caller: Caller) {
    return this.support.answer(accountIdOf(session), params.id, body, caller);
  }

  @Endpoint('listSupportTickets')
  tickets(@CurrentSession() { session }: CurrentSessionValue) {
    return this.support.list(accountIdOf(session));
  }

  @Endpoint('clientResources')
  resources(@CurrentSession() { session }: CurrentSessionValue) {
    return this.portal.resources(accountIdOf(session));
  }

  /** The two reports take the reply to name the file they answer. */
  @Endpoint('savingsReportCsv')
  async savingsCsv(@CurrentSession() { session }: CurrentSessionValue, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return sendFile(reply, await this.reports.csv(accountIdOf(session)));
  }

  @Endpoint('savingsReportPdf')
  async savingsPdf(@CurrentSession() { session }: CurrentSessionValue, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    return sendFile(reply, await this.reports.pdf(accountIdOf(session)));
  }
}
