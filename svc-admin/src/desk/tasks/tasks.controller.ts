import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { Caller } from '../../shared/identity/caller';
import { TasksService } from './tasks.service';

@Controller()
export class TasksController {
  constructor(@Inject(TasksService) private readonly tasks: TasksService) {}

  @Endpoint('businessTasks')
  list(@Input() { params }: EndpointInput<'businessTasks'>, @Caller() caller: Caller) {
    return this.tasks.ofBusiness(params.id, caller);
  }

  @Endpoint('createTask')
  create(@Input() { params, body }: EndpointInput<'createTask'>, @Caller() caller: Caller) {
    return this.tasks.create(params.id, body, caller);
  }

  @Endpoint('updateTask')
  update(@Input() { params, body }: EndpointInput<'updateTask'>, @Caller() caller: Caller) {
    return this.tasks.update(params.id, body, caller);
  }

  @Endpoint('setTaskDone')
  setDone(@Input() { params, body }: EndpointInput<'setTaskDone'>, @Caller() caller: Caller) {
    return this.tasks.setDone(params.id, body.done, caller);
  }

  @Endpoint('deleteTask')
  remove(@Input() { params }: EndpointInput<'deleteTask'>, @Caller() caller: Caller) {
    return this.tasks.remove(params.id, caller);
  }

  @Endpoint('myDayTasks')
  myDay(@Input() { query }: EndpointInput<'myDayTasks'>, @Caller() caller: Caller) {
    return this.tasks.myDay(query, caller);
  }

  @Endpoint('logActivity')
  logActivity(@Input() { params, body }: EndpointInput<'logActivity'>, @Caller() caller: Caller) {
    return this.tasks.logActivity(params.id, body, caller);
  }
}
