import { CALL_HOLD_MINUTES, CALL_HOLD_PAGE_PATH, DeliverEmailJob, MAX_LIVE_HOLDS_PER_ADDRESS, NEXT_FREE_SLOT_COUNT, ServerMessage, type HeldCall, type WalkInAnswers } from '@biz/contracts';
import { domainError, JOB_PRODUCER, RateLimited, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AGENCY_CLOCK, type AgencyClock } from '../../shared/agency-clock/agency-clock';
import { CallHoldsRepository, type CallHold } from '../calls/call-holds.repository';
import type { CallTimes } from '../calls/calls.repository';
import { CallsService } from '../calls/calls.service';
import { SlotTaken } from '../calls/slot-taken';
import { linkTokenHash, newOneTimeLink } from '../../shared/identity/one-time-link';
import { BOOKING_SETTINGS, type BookingSettings } from './booking-settings';
import { holdEmail } from './hold-email';

/** 410: a hold's confirmation link that is unknown, used, replaced by a newer booking of its email, or past its time. */
export class CallHoldInvalid extends domainError('CallHoldInvalid', ServerMessage.callHoldInvalid) {}

/** Who typed the booking: nothing here is believed until the inbox confirms it. */
export interface TypedVisitor {
  email: string;
  name: string;
  businessName: string;
  answers: WalkInAnswers;
}

/**
 * Bookings by a typed email (decision 043): the slot is held and the typed address asked to confirm. The work
 * and the answer are the same whoever the email belongs to (no lookup happens before the inbox confirms), so
 * the page tells nobody which addresses we know.
 */
@Injectable()
export class CallHolds {
  constructor(
    @Inject(AGENCY_CLOCK) private readonly clock: AgencyClock,
    @Inject(BOOKING_SETTINGS) private readonly booking: BookingSettings,
    @Inject(CallHoldsRepository) private readonly holds: CallHoldsRepository,
    @Inject(CallsService) private readonly calls: CallsService,
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
  ) {}

  /**
   * Holds the slot (replacing the email's older hold) and emails the confirmation link; 409 when the slot is not
   * free, 429 when the client's address keeps MAX_LIVE_HOLDS_PER_ADDRESS times already.
   */
  async hold(visitor: TypedVisitor, times: CallTimes, clientAddress: string): Promise<HeldCall> {
    const now = this.clock.now();
    const startsAt = times.startsAt;
    const endsAt = new Date(startsAt.getTime() + times.duration * 60_000);
    // A hold never outlives its slot's start.
    const expiresAt = new Date(Math.min(now + CALL_HOLD_MINUTES * 60_000, startsAt.getTime()));
    const { token, tokenHash } = newOneTimeLink(0);
    const email = visitor.email.toLowerCase();
    const hold = { email, name: visitor.name, business_name: visitor.businessName, answers: visitor.answers, client_address: clientAddress, starts_at: startsAt, ends_at: endsAt, token_hash: tokenHash, expires_at: expiresAt };
    const held = await this.holds.place(hold, new Date(now), MAX_LIVE_HOLDS_PER_ADDRESS);
    if (held === 'address-full') throw new RateLimited(CALL_HOLD_MINUTES * 60, ServerMessage.tooManyCallHolds);
    if (held === 'taken') {
      const after = (await this.calls.openSlots(times.duration)).filter((slot) => Date.parse(slot.startsAt) > startsAt.getTime());
      throw new SlotTaken(after.slice(0, NEXT_FREE_SLOT_COUNT), this.clock.timeZone);
    }
    // Kept CALL_HOLD_MINUTES, or less for a call starting sooner: the email says how long it really is.
    const keptMinutes = Math.floor((expiresAt.getTime() - now) / 60_000);
    const { subject, text } = holdEmail({ startsAt, timeZone: this.clock.timeZone, link: `${this.booking.publicUrl}${CALL_HOLD_PAGE_PATH}?token=${token}`, keptMinutes });
    // The queue runs on the real clock (the agency's clock may be a test's): the link's remaining life, from now.
    const deadline = new Date(Date.now() + (expiresAt.getTime() - now));
    const emailId = randomUUID();
    await this.producer.enqueue(DeliverEmailJob, { emailId, to: email, subject, text, linkExpiresAt: deadline.toISOString() }, { jobId: emailId, secretUntil: deadline });
    return heldCall(held, this.clock.timeZone);
  }

  /** The held time a link is for, without using it (the confirmation page shows it). */
  async read(token: string): Promise<HeldCall> {
    const held = await this.holds.live(linkTokenHash(token), new Date(this.clock.now()));
    if (!held) throw new CallHoldInvalid();
    return heldCall(held, this.clock.timeZone);
  }

  /** Uses the link once: the hold, which keeps its slot until `retire`; 410 for a link that cannot be used. */
  async claim(token: string): Promise<CallHold> {
    const held = await this.holds.confirm(linkTokenHash(token), new Date(this.clock.now()));
    if (!held) throw new CallHoldInvalid();
    return held;
  }

  async retire(hold: CallHold): Promise<void> {
    await this.holds.retire(hold.id, new Date(this.clock.now()));
  }
}

function heldCall(hold: CallHold, timeZone: string): HeldCall {
  return { status: 'held', startsAt: hold.starts_at.toISOString(), endsAt: hold.ends_at.toISOString(), timeZone, holdExpiresAt: hold.expires_at.toISOString() };
}
