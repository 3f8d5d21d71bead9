import type { BusinessIntakeRequest, BusinessIntakeResponse } from '@biz/contracts';
import { NotImplemented } from '@biz/server-kit';
import { Injectable } from '@nestjs/common';

export const RECOMMENDATIONS_NOT_AVAILABLE = 'Workflow recommendations are not available yet.';

@Injectable()
export class IntakeService {
  /**
   * The answer needs workflow suggestions, which come with the intake issue. Until then a valid
   * submission is refused honestly (501) and nothing is stored: a stored client with no suggestions
   * would be a half-done submission the visitor cannot continue.
   */
  async submit(_input: BusinessIntakeRequest): Promise<BusinessIntakeResponse> {
    throw new NotImplemented(RECOMMENDATIONS_NOT_AVAILABLE);
  }
}
