import { createJobProducer, type JobProducer } from '@biz/server-kit';
import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';

/** Injection token of the service's BullMQ producer. */
export const JOB_PRODUCER = Symbol('JOB_PRODUCER');

/** One job producer for the service, closed when the app shuts down. */
@Global()
@Module({})
export class QueueModule implements OnApplicationShutdown {
  constructor(@Inject(JOB_PRODUCER) private readonly producer: JobProducer) {}

  static forRoot(options: { redisUrl: string; prefix: string }): DynamicModule {
    return {
      module: QueueModule,
      providers: [{ provide: JOB_PRODUCER, useFactory: () => createJobProducer(options) }],
      exports: [JOB_PRODUCER],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.producer.close();
  }
}
