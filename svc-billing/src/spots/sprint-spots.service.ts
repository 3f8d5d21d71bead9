import type { SprintSpotsResponse } from '@biz/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { SprintSpotsRepository } from './sprint-spots.repository';
import { SPRINT_WEEK_RULE, type SprintWeekRule } from './sprint-weeks';

/** This week's sprint spots (decision 065): what the sales page counts down and the checkout says of a later start. */
@Injectable()
export class SprintSpotsService {
  constructor(
    @Inject(SprintSpotsRepository) private readonly repository: SprintSpotsRepository,
    @Inject(SPRINT_WEEK_RULE) private readonly rule: SprintWeekRule,
  ) {}

  async thisWeek(): Promise<SprintSpotsResponse> {
    const { perWeek, timeZone } = this.rule;
    const { taken, startsOn } = await this.repository.thisWeek(timeZone, perWeek);
    return { perWeek, taken, left: perWeek === null ? null : Math.max(0, perWeek - taken), startsOn };
  }
}
