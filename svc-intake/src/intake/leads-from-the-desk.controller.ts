import type { EndpointInput, LeadFromBookingResponse, LeadFromCheckoutResponse, LeadFromDeskResponse } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { IntakeService } from './intake.service';

/**
 * svc-admin's ways to make a business for an email no submission has: a call booked by a typed email and
 * confirmed from its inbox (decision 043: the wizard's required answers, as the booking page asked them,
 * through the wizard's path), a walk-in buyer's paid order (decision 063: its lead form), and a business
 * the agency made by hand.
 */
@Controller()
export class LeadsFromTheDeskController {
  constructor(@Inject(IntakeService) private readonly intake: IntakeService) {}

  @Endpoint('leadFromBooking')
  async fromBooking(@Input() { body }: EndpointInput<'leadFromBooking'>): Promise<LeadFromBookingResponse> {
    const { client } = await this.intake.submit(body);
    return { client };
  }

  @Endpoint('leadFromCheckout')
  fromCheckout(@Input() { body }: EndpointInput<'leadFromCheckout'>): Promise<LeadFromCheckoutResponse> {
    return this.intake.fromCheckout(body);
  }

  @Endpoint('leadFromDesk')
  fromDesk(@Input() { body }: EndpointInput<'leadFromDesk'>): Promise<LeadFromDeskResponse> {
    return this.intake.fromDesk(body);
  }
}
