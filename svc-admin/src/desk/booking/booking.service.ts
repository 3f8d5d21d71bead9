import { BOOKING_PAGE_PATH, CALL_LINK_PAGE_PATHS, DEFAULT_CALL_DURATION, type BookCallRequest, type BookCallResponse, type BookedCall, type CallLinkPurpose, type HeldCall, type OpenSlotsResponse } from '@biz/contracts';
import { domainError, InternalClient, ValidationFailed } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { INTAKE } from '../../shared/contexts/context-clients.module';
import type { Caller } from '../../shared/identity/caller';
import { AGENCY_CLOCK, type AgencyClock } from '../../shared/agency-clock/agency-clock';
import { CallsService } from '../calls/calls.service';
import type { CallHold } from '../calls/call-holds.repository';
import type { CallRecord, CallTimes } from '../calls/calls.repository';
import { BOOKING_SETTINGS, type BookingSettings } from './booking-settings';
import { CallHolds } from './call-holds';
import { CallLinks } from './call-links';
import { slotOf } from './slot-check';

/** 400: a link that was altered, made for another purpose, expired at the call's start, or sent before the call last changed. */
export class CallLinkInvalid extends domainError('CallLinkInvalid', 'This link is no longer valid: the call has started, or it changed since this email. Use the link of the latest email about it.') {}

type Business = { id: string; businessName: string; contactEmail: string };

/**
 * Strategy calls booked on the site (issue 30): the open slots of the one calendar the desk books on too,
 * a booking that lands on the business's record (pipeline: Call booked) with an invite to the visitor and a
 * copy to the agency, and the invite's signed links that move or cancel it. A booking by a typed email is
 * only held until that inbox confirms it (decision 043).
 */
@Injectable()
export class BookingService {
  private readonly links: CallLinks;

  constructor(
    @Inject(AGENCY_CLOCK) private readonly clock: AgencyClock,
    @Inject(BOOKING_SETTINGS) private readonly booking: BookingSettings,
    @Inject(CallLinks) links: CallLinks,
    @Inject(CallsService) private readonly calls: CallsService,
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(CallHolds) private readonly holds: CallHolds,
  ) {
    this.links = links;
  }

  async openSlots(): Promise<OpenSlotsResponse> {
    return { timeZone: this.clock.timeZone, durationMinutes: DEFAULT_CALL_DURATION, slots: await this.calls.openSlots(DEFAULT_CALL_DURATION) };
  }

  /**
   * The wizard's visitor (its submission id is an unguessable uuid only its browser holds) books at once; a
   * typed email only holds the slot until the call is confirmed from that inbox, whoever the email is (043).
   */
  async book(request: BookCallRequest, caller: Caller): Promise<BookCallResponse> {
    const times = this.timesOf(request.startsAt);
    if (!request.submissionId) {
      const answers = { industry: request.industry!, companySize: request.companySize!, primaryGoals: request.primaryGoals! };
      return this.holds.hold({ email: request.email!, name: request.name!, businessName: request.businessName!, answers }, times, caller.address);
    }
    const business = await this.businessById(request.submissionId, caller);
    return this.bookOn(business, times, request.name ? `Booked on the site by ${request.name}.` : 'Booked on the site after the wizard.', caller);
  }

  /** Books the strategy call on the business's record (pipeline, reminders), with the invite and the agency's copy. */
  private async bookOn(business: Business, times: CallTimes, notes: string, caller: Caller, fromHold?: string): Promise<BookedCall> {
    const call = await this.calls.book(business, { callType: 'video', ...times, agenda: 'Strategy call: your automation plan, its timeline and costs.', notes, meetingLink: this.calls.meetingLink().meetingLink }, fromHold);
    await this.announce(call, business, 'booked', caller);
    return bookedCall(call);
  }

  /** The held time of a confirmation link, for its page. */
  heldByLink(token: string): Promise<HeldCall> {
    return this.holds.read(token);
  }

  /**
   * Confirms a held booking from its inbox: the email's latest submission, or a new lead from what was typed,
   * gets the call exactly as a booking by submission would. The link is used first, so it books at most once.
   */
  async confirmHold(token: string, caller: Caller): Promise<BookedCall> {
    const hold = await this.holds.claim(token);
    try {
      const business = await this.businessOfHold(hold, caller);
      return await this.bookOn(business, this.timesOf(hold.starts_at.toISOString()), `Booked on the site by ${hold.name}, confirmed from ${hold.email}.`, caller, hold.id);
    } finally {
      await this.holds.retire(hold);
    }
  }

  /** The email's latest submission (as the desk finds a business by its email), or a lead made from the typed business name. */
  private async businessOfHold(hold: CallHold, caller: Caller): Promise<Business> {
    const { submissions } = await this.intake.call('submissionsByEmail', { body: { emails: [hold.email] } }, { requestId: caller.requestId });
    const latest = submissions.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    if (latest) return latest;
    const { client } = await this.intake.call('leadFromBooking', { body: { businessName: hold.business_name, contactEmail: hold.email, ...hold.answers } }, { requestId: caller.requestId });
    return { id: client.id, businessName: client.businessName, contactEmail: hold.email };
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
    const claims = purposes.map((purpose) => this.links.verify(token, purpose, this.clock.now())).find(Boolean);
    if (!claims) throw new CallLinkInvalid();
    const call = await this.calls.one(claims.callId);
    if (call.sequence !== claims.sequence || call.status !== 'scheduled') throw new CallLinkInvalid();
    return call;
  }

  private timesOf(startsAt: string, duration = DEFAULT_CALL_DURATION) {
    const { dates, times, timeZone } = this.calls.options();
    const slot = slotOf(new Date(startsAt), { dates, times, timeZone }, this.clock.now());
    if ('problem' in slot) throw new ValidationFailed({ startsAt: [slot.problem] });
    return this.calls.timesAt(slot.scheduledDate, slot.scheduledTime, duration);
  }

  private async businessById(id: string, caller: Caller): Promise<Business> {
    const { submission } = await this.intake.call('submissionDetail', { params: { id } }, { requestId: caller.requestId });
    return submission;
  }

  /** The invite to the business, with fresh signed links while the call is on, and its copy to the agency. */
  private async announce(call: CallRecord, business: Business, reason: 'booked' | 'moved' | 'cancelled', caller: Caller): Promise<void> {
    const extras = reason === 'cancelled' ? { bookAgain: `${this.booking.publicUrl}${BOOKING_PAGE_PATH}` } : { selfService: { reschedule: this.linkTo(call, 'reschedule'), cancel: this.linkTo(call, 'cancel') } };
    await this.calls.invite(call, business, reason, caller, { extras, actor: 'client' });
    await this.calls.invite(call, business, reason, caller, { to: this.booking.agencyEmail, extras: { bookedBy: business.contactEmail }, actor: 'client' });
  }

  private linkTo(call: CallRecord, purpose: CallLinkPurpose): string {
    const token = this.links.sign({ callId: call.id, purpose, sequence: call.sequence, expiresAt: Math.floor(Date.parse(call.startsAt) / 1000) });
    return `${this.booking.publicUrl}${CALL_LINK_PAGE_PATHS[purpose]}?token=${token}`;
  }
}

function bookedCall(call: CallRecord): BookedCall {
  return { startsAt: call.startsAt, endsAt: new Date(Date.parse(call.startsAt) + call.duration * 60_000).toISOString(), timeZone: call.timeZone, meetingLink: call.meetingLink, status: call.status };
}
