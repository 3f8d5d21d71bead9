import { Endpoint } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { SprintSpotsService } from './sprint-spots.service';

@Controller()
export class SprintSpotsController {
  constructor(@Inject(SprintSpotsService) private readonly spots: SprintSpotsService) {}

  @Endpoint('sprintSpots')
  thisWeek() {
    return this.spots.thisWeek();
  }
}
