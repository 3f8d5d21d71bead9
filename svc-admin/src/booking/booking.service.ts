import { BOOKING_PAGE_PATH, CALL_LINK_PAGE_PATHS, DEFAULT_CALL_DURATION, ServerMessage, type BookCallRequest, type BookedCall, type CallLinkPurpose, type OpenSlotsResponse } from '@biz/contracts';
import { DomainError, InternalClient, ValidationFailed } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { INTAKE } from '../shared/contexts/context-clients.module';
import type { Caller } from '../shared/identity/caller';
import { CALL_SETTINGS, type CallSettings } from '../desk/calls/call-settings';
import { CallsService } from '../desk/calls/calls.service';
import type { CallRecord } from '../desk/calls/calls.repository';
import { CallLinks } from './call-links';
import { slotOf } from './slot-check';

/** Injection token: where the invite's links lead (PUBLIC_URL) and who at the agency gets a copy of each invite. */
export const BOOKING_SETTINGS = Symbol('BOOKING_SETTINGS');
export interface BookingSettings {
  publicUrl: string;
  agencyEmail: string;
}

/** 400: a link that was altered, made for another purpose, expired at the call's start, or sent before the call last changed. */
export class CallLinkInvalid extends DomainError {
  constructor() {
    super('CallLinkInvalid', 'This link is no longer valid: the call has started, or it changed since this email. Use the link of the latest email about it.');
  }
}

type Business = { id: string; businessName: string; contactEmail: string };

/**
 * Strategy calls booked on the site (issue 30): the open slots of the one calendar the desk books on too,
 * a booking that lands on the business's record (pipeline: Call booked) with an invite to the visitor and a
 * copy to the agency, and the invite's signed links that move or cancel it.
 */
@Injectable()
export class BookingService {
  private readonly links: CallLinks;

  constructor(
    @Inject(CALL_SETTINGS) private readonly settings: CallSettings,
    @Inject(BOOKING_SETTINGS) private readonly booking: BookingSettings,
    @Inject(CallLinks) links: CallLinks,
    @Inject(CallsService) private readonly calls: CallsService,
    @Inject(INTAKE) private readonly intake: InternalClient,
  ) {
    this.links = links;
  }

  async openSlots(): Promise<OpenSlotsResponse> {
    return { timeZone: this.settings.timeZone, durationMinutes: DEFAULT_CALL_DURATION, slots: await this.calls.openSlots(DEFAULT_CALL_DURATION) };
  }

  async book(request: BookCallRequest, caller: Caller): Promise<BookedCall> {
    const times = this.timesOf(request.startsAt);
    const business = await this.businessOf(request, caller);
    const notes = request.name ? `Booked on the site by ${request.name}.` : 'Booked on the site after the wizard.';
    const call = await this.calls.book(business, { callType: 'video', ...times, agenda: 'Strategy call: your automation plan, its timeline and costs.', notes, meetingLink: this.calls.meetingLink().meetingLink });
    await this.announce(call, business, 'booked', caller);
    return bookedCall(call);
  }

  /** The call either of its links names (the reschedule and the cancel page both show it). */
  async byLink(token: string): Promise<BookedCall> {
    return bookedCall(await this.linkedCall(token, 'reschedule', 'cancel'));
  }

  async rescheduleByLink(token: string, startsAt: string, caller: Caller): Promise<BookedCall> {
    const current = await this.linkedCall(token, 'reschedule');
    const call = await this.calls.move(current.id, this.timesOf(startsAt, current.duration));
    await this.announce(call, await this.businessById(call.submissionId, caller), 'moved', caller);
    return bookedCall(call);
  }

  async cancelByLink(token: string, caller: Caller): Promise<BookedCall> {
    const current = await this.linkedCall(token, 'cancel');
    const call = await this.calls.drop(current.id);
    await this.announce(call, await this.businessById(call.submissionId, caller), 'cancelled', caller);
    return bookedCall(call);
  }

  /** The call a link names, still at the version the link was sent for; 400 otherwise, nothing written. */
  private async linkedCall(token: string, ...purposes: CallLinkPurpose[]): Promise<CallRecord> {
    const claims = purposes.map((purpose) => this.links.verify(token, purpose, this.settings.now())).find(Boolean);
    if (!claims) throw new CallLinkInvalid();
    const call = await this.calls.one(claims.callId);
    if (call.sequence !== claims.sequence || call.status !== 'scheduled') throw new CallLinkInvalid();
    return call;
  }

  private timesOf(startsAt: string, duration = DEFAULT_CALL_DURATION) {
    const { dates, times, timeZone } = this.calls.options();
    const slot = slotOf(new Date(startsAt), { dates, times, timeZone }, this.settings.now());
    if ('problem' in slot) throw new ValidationFailed({ startsAt: [slot.problem] });
    return this.calls.timesAt(slot.scheduledDate, slot.scheduledTime, duration);
  }

  /** The wizard's submission (its id is an unguessable uuid the visitor's browser holds), or the latest submission of the typed email. */
  private async businessOf(request: BookCallRequest, caller: Caller): Promise<Business> {
    if (request.submissionId) return this.businessById(request.submissionId, caller);
    const { submissions } = await this.intake.call('submissionsByEmail', { body: { emails: [request.email!] } }, { requestId: caller.requestId });
    const latest = submissions.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    if (!latest) throw new ValidationFailed({ email: [ServerMessage.unknownBookingEmail] });
    return latest;
  }

  private async businessById(id: string, caller: Caller): Promise<Business> {
    const { submission } = await this.intake.call('submissionDetail', { params: { id } }, { requestId: caller.requestId });
    return submission;
  }

  /** The invite to the business, with fresh signed links while the call is on, and its copy to the agency. */
  private async announce(call: CallRecord, business: Business, reason: 'booked' | 'moved' | 'cancelled', caller: Caller): Promise<void> {
    const extraLines = reason === 'cancelled' ? [`Book another time: ${this.booking.publicUrl}${BOOKING_PAGE_PATH}`] : [`Need another time? ${this.linkTo(call, 'reschedule')}`, `Cannot make it? ${this.linkTo(call, 'cancel')}`];
    await this.calls.invite(call, business, reason, caller, { extraLines, actor: 'client' });
    await this.calls.invite(call, business, reason, caller, { to: this.booking.agencyEmail, extraLines: [`Booked by ${business.contactEmail} on the site.`], actor: 'client' });
  }

  private linkTo(call: CallRecord, purpose: CallLinkPurpose): string {
    const token = this.links.sign({ callId: call.id, purpose, sequence: call.sequence, expiresAt: Math.floor(Date.parse(call.startsAt) / 1000) });
    return `${this.booking.publicUrl}${CALL_LINK_PAGE_PATHS[purpose]}?token=${token}`;
  }
}

function bookedCall(call: CallRecord): BookedCall {
  return { startsAt: call.startsAt, endsAt: new Date(Date.parse(call.startsAt) + call.duration * 60_000).toISOString(), timeZone: call.timeZone, meetingLink: call.meetingLink, status: call.status };
}
