import type { BusinessProfile, EndpointInput, LeadFromBookingResponse } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { IntakeService } from './intake.service';

/**
 * What a lead made from a confirmed booking says of the business beyond its name and email (decision 043):
 * honest placeholders the desk corrects on the call, rather than questions that would make the booking page
 * ask more of a stranger than of a known lead.
 */
export const BOOKED_LEAD_ANSWERS = {
  industry: 'other',
  companySize: 'Solo',
  primaryGoals: ['Talk it through on a strategy call'],
  painPoints: 'Booked a strategy call on the site before telling us about the business.',
} as const satisfies Omit<BusinessProfile, 'businessName' | 'contactEmail'>;

/** svc-admin's way to make a lead when a call booked by a typed email is confirmed from an inbox no submission has. */
@Controller()
export class BookedLeadsController {
  constructor(@Inject(IntakeService) private readonly intake: IntakeService) {}

  @Endpoint('leadFromBooking')
  async fromBooking(@Input() { body }: EndpointInput<'leadFromBooking'>): Promise<LeadFromBookingResponse> {
    const { client } = await this.intake.submit({ ...BOOKED_LEAD_ANSWERS, primaryGoals: [...BOOKED_LEAD_ANSWERS.primaryGoals], ...body });
    return { client };
  }
}
