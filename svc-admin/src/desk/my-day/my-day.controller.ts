import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { Caller } from '../../shared/identity/caller';
import { MyDayService } from './my-day.service';
import { whoseDay } from './whose-day';

@Controller()
export class MyDayController {
  constructor(@Inject(MyDayService) private readonly myDay: MyDayService) {}

  @Endpoint('myDay')
  today(@Input() { query }: EndpointInput<'myDay'>, @Caller() caller: Caller) {
    return this.myDay.myDay(whoseDay(query, caller.staffAccountId), caller.requestId);
  }
}
