import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input, RateLimitGuard } from '@biz/server-kit';
import { Controller, Inject, UseGuards } from '@nestjs/common';
import { Caller } from '../../shared/identity/caller';
import { BookingService } from './booking.service';

/** The site's booking page and the invite's links: public, the writes rate-limited per client address. */
@Controller()
export class BookingController {
  constructor(@Inject(BookingService) private readonly booking: BookingService) {}

  @Endpoint('openCallSlots')
  openSlots() {
    return this.booking.openSlots();
  }

  @Endpoint('bookCall')
  @UseGuards(RateLimitGuard)
  book(@Input() { body }: EndpointInput<'bookCall'>, @Caller() caller: Caller) {
    return this.booking.book(body, caller);
  }

  @Endpoint('callByLink')
  @UseGuards(RateLimitGuard)
  byLink(@Input() { body }: EndpointInput<'callByLink'>) {
    return this.booking.byLink(body.token);
  }

  @Endpoint('callHold')
  @UseGuards(RateLimitGuard)
  held(@Input() { body }: EndpointInput<'callHold'>) {
    return this.booking.heldByLink(body.token);
  }

  @Endpoint('confirmCallHold')
  @UseGuards(RateLimitGuard)
  confirmHold(@Input() { body }: EndpointInput<'confirmCallHold'>, @Caller() caller: Caller) {
    return this.booking.confirmHold(body.token, caller);
  }

  @Endpoint('rescheduleCallByLink')
  @UseGuards(RateLimitGuard)
  reschedule(@Input() { body }: EndpointInput<'rescheduleCallByLink'>, @Caller() caller: Caller) {
    return this.booking.rescheduleByLink(body.token, body.startsAt, caller);
  }

  @Endpoint('cancelCallByLink')
  @UseGuards(RateLimitGuard)
  cancel(@Input() { body }: EndpointInput<'cancelCallByLink'>, @Caller() caller: Caller) {
    return this.booking.cancelByLink(body.token, caller);
  }
}
