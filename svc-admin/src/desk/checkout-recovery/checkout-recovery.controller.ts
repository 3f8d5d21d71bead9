import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { Caller } from '../../shared/identity/caller';
import { CheckoutRecoveryService } from './checkout-recovery.service';

@Controller()
export class CheckoutRecoveryController {
  constructor(@Inject(CheckoutRecoveryService) private readonly recovery: CheckoutRecoveryService) {}

  @Endpoint('checkoutRecoveryTemplate')
  template() {
    return this.recovery.template();
  }

  @Endpoint('updateCheckoutRecoveryTemplate')
  updateTemplate(@Input() { body }: EndpointInput<'updateCheckoutRecoveryTemplate'>, @Caller() caller: Caller) {
    return this.recovery.updateTemplate(body, caller);
  }

  @Endpoint('sendCheckoutRecovery')
  send(@Input() { params, body }: EndpointInput<'sendCheckoutRecovery'>, @Caller() caller: Caller) {
    return this.recovery.send(params.id, body.orderId, caller);
  }

  @Endpoint('withdrawCheckoutRecovery')
  withdraw(@Input() { params, body }: EndpointInput<'withdrawCheckoutRecovery'>, @Caller() caller: Caller) {
    return this.recovery.withdraw(params.id, body.orderId, caller);
  }
}
