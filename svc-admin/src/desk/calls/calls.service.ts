import {
  CallDurations,
  callDates,
  callTimeSlots,
  DEFAULT_CALL_DURATION,
  DESK_CALLS_LIST_MAX,
  RECENT_CALLS_DAYS,
  NEXT_FREE_SLOT_COUNT,
  type AuditActor,
  type CallDuration,
  type CallOptionsResponse,
  type DeskCall,
  type DeskCallsResponse,
  type OpenSlot,
  type RescheduleCallRequest,
  type ScheduleCallRequest,
  type ScheduleCallResponse,
} from '@biz/contracts';
import { domainError, InternalClient, ValidationFailed } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AgencyNotifier } from '../../shared/agency-notices/agency-notifier';
import { INTAKE } from '../../shared/contexts/context-clients.module';
import { EmailSenderService } from '../../shared/email-log/email-sender.service';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { agencyActor, type Caller } from '../../shared/identity/caller';
import { inviteEmail, type CallInviteExtras, type InviteReason } from './call-invites';
import { AGENCY_CLOCK, todayIn, type AgencyClock } from '../../shared/agency-clock/agency-clock';
import { instantOf } from './call-times';
import { CallHoldsRepository } from './call-holds.repository';
import { CallsRepository, OverlappingCall, type CallRecord, type CallTimes, type NewCall } from './calls.repository';
import { MEETING_BASE_URL } from './meeting-base-url';
import { CallRemindersService } from './call-reminders.service';
import { freeSlots } from './open-slots';
import { SlotTaken } from './slot-taken';
import { PipelineService } from '../pipeline/pipeline.service';


export const NOT_A_BOOKABLE_DATE = 'Choose one of the next 14 days, Monday to Friday.';
export const NOT_OUR_MEETING_ROOM = 'Use a meeting link generated here.';

export class CallNotFound extends domainError('CallNotFound', 'That call is not booked.') {}

export class CallNotScheduled extends domainError('CallNotScheduled', 'That call was cancelled; book a new one instead.') {}

/**
 * Calls the agency books with a business (SPEC §2 call scheduler): dates and times are wall times in the
 * agency's zone (`AGENCY_TIME_ZONE`), turned into instants here; each booking, move and cancellation emails
 * the business a calendar invite (one UID per call, the SEQUENCE raised each time) through the email log.
 */
@Injectable()
export class CallsService {
  constructor(
    @Inject(AGENCY_CLOCK) private readonly clock: AgencyClock,
    @Inject(MEETING_BASE_URL) private readonly meetingBaseUrl: string,
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(CallsRepository) private readonly calls: CallsRepository,
    @Inject(CallHoldsRepository) private readonly holds: CallHoldsRepository,
    @Inject(EmailSenderService) private readonly emails: EmailSenderService,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(PipelineService) private readonly pipeline: PipelineService,
    @Inject(CallRemindersService) private readonly reminders: CallRemindersService,
    @Inject(AgencyNotifier) private readonly notifier: AgencyNotifier,
  ) {}

  options(): CallOptionsResponse {
    const { timeZone, now } = this.clock;
    return { timeZone, dates: callDates(todayIn(timeZone, now())), times: callTimeSlots(), durations: [...CallDurations], defaultDuration: DEFAULT_CALL_DURATION };
  }

  /** The agency's calls across its businesses (the Calls view), each named by its business: one call to svc-intake. */
  async agencyCalls(requestId?: string): Promise<DeskCallsResponse> {
    const now = new Date(this.clock.now());
    const { upcoming, recent } = await this.calls.agencyCalls(now, new Date(now.getTime() - RECENT_CALLS_DAYS * 86_400_000), DESK_CALLS_LIST_MAX);
    const ids = [...new Set([...upcoming, ...recent].map((call) => call.submissionId))];
    const { submissions } = ids.length ? await this.intake.call('submissionsById', { body: { ids } }, { requestId }) : { submissions: [] };
    const byId = new Map(submissions.map((submission) => [submission.id, submission]));
    // A call whose business was erased since has nobody left to name.
    const named = (calls: CallRecord[]): DeskCall[] =>
      calls.flatMap(({ sequence: _sequence, ...call }) => {
        const submission = byId.get(call.submissionId);
        return submission ? [{ ...call, businessName: submission.businessName, contactEmail: submission.contactEmail }] : [];
      });
    return { upcoming: named(upcoming), recent: named(recent) };
  }

  /** A Jitsi room (or a room under MEETING_BASE_URL) whose name cannot be guessed: 128 random bits. */
  meetingLink(): { meetingLink: string } {
    return { meetingLink: `${this.meetingBaseUrl}BizAutomate-${randomBytes(16).toString('base64url')}` };
  }

  /** The calendar's free starts for a call of `minutes`, from now to the end of the booking window. */
  async openSlots(minutes: number = DEFAULT_CALL_DURATION): Promise<OpenSlot[]> {
    const { timeZone, now } = this.clock;
    const { dates, times } = this.options();
    const from = new Date(now());
    const to = new Date(instantOf(dates.at(-1)!, times.at(-1)!, timeZone).getTime() + 24 * 3_600_000);
    // A slot held for a booking by a typed email is busy until confirmed or expired (decision 043).
    const busy = [...(await this.calls.busy(from, to)), ...(await this.holds.busy(from, to, from))];
    return freeSlots({ dates, times, timeZone }, minutes, busy, from.getTime());
  }

  async schedule(request: ScheduleCallRequest, caller: Caller): Promise<ScheduleCallResponse> {
    const times = this.timesOf(request);
    const meetingLink = this.roomOf(request.meetingLink);
    const { submission } = await this.intake.call('submissionDetail', { params: { id: request.clientId } }, { requestId: caller.requestId });
    const call = await this.book(submission, { callType: request.callType, ...times, agenda: request.agenda || null, notes: request.notes || null, meetingLink });
    await this.invite(call, submission, 'booked', caller);
    return { meetingLink: call.meetingLink, callId: call.id };
  }

  async reschedule(id: string, request: RescheduleCallRequest, caller: Caller): Promise<ScheduleCallResponse> {
    const call = await this.move(id, this.timesOf(request));
    const { submission } = await this.intake.call('submissionDetail', { params: { id: call.submissionId } }, { requestId: caller.requestId });
    await this.invite(call, submission, 'moved', caller);
    return { meetingLink: call.meetingLink, callId: call.id };
  }

  async cancel(id: string, caller: Caller): Promise<{ success: true }> {
    const call = await this.drop(id);
    const { submission } = await this.intake.call('submissionDetail', { params: { id: call.submissionId } }, { requestId: caller.requestId });
    await this.invite(call, submission, 'cancelled', caller);
    return { success: true };
  }

  /**
   * Puts a call on the calendar (409 when it overlaps a booked one or a held slot other than `fromHold`'s) and
   * moves the business's pipeline to Call booked.
   */
  async book(business: { id: string }, booking: Omit<NewCall, 'submissionId' | 'timeZone'>, fromHold?: string): Promise<CallRecord> {
    const now = new Date(this.clock.now());
    const call = await this.refusingOverlap(booking, () => this.calls.create({ ...booking, submissionId: business.id, timeZone: this.clock.timeZone }, now, fromHold));
    await this.pipeline.willHappen(business.id, 'call-booked', call.id);
    await this.reminders.plan(call);
    return call;
  }

  /** Moves a booked call: 409 onto a booked time, 404 unknown, 409 cancelled. */
  async move(id: string, times: CallTimes): Promise<CallRecord> {
    const call = (await this.refusingOverlap(times, () => this.calls.reschedule(id, times, new Date(this.clock.now())))) ?? (await this.missing(id));
    await this.reminders.drop(call.id, call.sequence - 1);
    await this.reminders.plan(call);
    return call;
  }

  async drop(id: string): Promise<CallRecord> {
    const call = (await this.calls.cancel(id)) ?? (await this.missing(id));
    await this.reminders.drop(call.id, call.sequence - 1);
    return call;
  }

  /** The call as it is now (a signed link's page shows it). */
  async one(id: string): Promise<CallRecord> {
    return (await this.calls.one(id)) ?? (await this.missing(id));
  }

  /** A wall date and time in the agency's zone as its instant, with the duration. */
  timesAt(scheduledDate: string, scheduledTime: string, duration: CallDuration): CallTimes {
    return { duration, scheduledDate, scheduledTime, startsAt: instantOf(scheduledDate, scheduledTime, this.clock.timeZone) };
  }

  /** A wall date and time the scheduler offers today, as the instant it is in the agency's zone; 400 otherwise. */
  private timesOf({ duration, scheduledDate, scheduledTime }: RescheduleCallRequest): CallTimes {
    if (!this.options().dates.includes(scheduledDate)) throw new ValidationFailed({ scheduledDate: [NOT_A_BOOKABLE_DATE] });
    return this.timesAt(scheduledDate, scheduledTime, duration);
  }

  /** The room 'Generate Meeting Link' showed when it is one of ours (under MEETING_BASE_URL); a new room when none is given. */
  private roomOf(link: string | undefined): string {
    if (link === undefined) return this.meetingLink().meetingLink;
    if (!link.startsWith(this.meetingBaseUrl) || link.length === this.meetingBaseUrl.length) throw new ValidationFailed({ meetingLink: [NOT_OUR_MEETING_ROOM] });
    return link;
  }

  /** A write the calendar refuses when the time overlaps a booked call: 409 with the next free times after it. */
  private async refusingOverlap<T>(times: CallTimes, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof OverlappingCall)) throw error;
      const after = (await this.openSlots(times.duration)).filter((slot) => Date.parse(slot.startsAt) > times.startsAt.getTime());
      throw new SlotTaken(after.slice(0, NEXT_FREE_SLOT_COUNT), this.clock.timeZone);
    }
  }

  /** Why a call could not be moved or cancelled: unknown (404), or cancelled already (409). */
  private async missing(id: string): Promise<never> {
    throw (await this.calls.one(id)) ? new CallNotScheduled() : new CallNotFound();
  }

  /**
   * Emails a call's invite (REQUEST or CANCEL) through the email log and audits it. `to` is the business's
   * contact unless given (the agency's copy); `extras`: what a booking on the site adds.
   */
  async invite(call: CallRecord, business: { id: string; businessName: string; contactEmail: string }, reason: InviteReason, caller: Caller, options: { to?: string; extras?: CallInviteExtras; actor?: AuditActor } = {}): Promise<void> {
    const email = inviteEmail(call, business, reason, options.extras);
    const to = options.to ?? business.contactEmail;
    const actor = options.actor ?? 'admin';
    await this.emails.queue({ submissionId: business.id, to, ...email }, caller, actor);
    const who = actor === 'admin' ? agencyActor(caller) : { actor };
    await this.audit.record({ ...who, action: `call.${reason}`, subjectId: business.id, requestId: caller.requestId, details: { callId: call.id, startsAt: call.startsAt, to, address: caller.address } });
    // The call's version (SEQUENCE) makes each booking or move one event, however many invites it sends.
    if (reason !== 'cancelled') await this.notifier.tell({ event: `call-${reason}`, eventKey: `${call.id}-${call.sequence}`, recordId: business.id, businessName: business.businessName, detail: `${call.scheduledDate} ${call.scheduledTime}` });
  }
}
