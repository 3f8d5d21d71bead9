import type { EndpointInput, LeadFromBookingResponse } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { IntakeService } from './intake.service';

/**
 * svc-admin's way to make a lead when a call booked by a typed email is confirmed from an inbox no submission
 * has (decision 043): the wizard's required answers, as the booking page asked them, through the wizard's path.
 */
@Controller()
export class BookedLeadsController {
  constructor(@Inject(IntakeService) private readonly intake: IntakeService) {}

  @Endpoint('leadFromBooking')
  async fromBooking(@Input() { body }: EndpointInput<'leadFromBooking'>): Promise<LeadFromBookingResponse> {
    const { client } = await this.intake.submit(body);
    return { client };
  }
}
