import { Endpoint, RequestId } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { AdminSubscriptionsService } from './admin-subscriptions.service';

@Controller()
export class AdminSubscriptionsController {
  constructor(@Inject(AdminSubscriptionsService) private readonly subscriptions: AdminSubscriptionsService) {}

  @Endpoint('adminSubscriptions')
  list(@RequestId() requestId: string) {
    return this.subscriptions.subscriptions(requestId);
  }
}
