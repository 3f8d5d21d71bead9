import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { createJobProducer, type JobProducer, type JobProducerOptions } from './job-producer';

/** Injection token of the service's BullMQ producer: `@Inject(JOB_PRODUCER) producer: JobProducer`. */
export const JOB_PRODUCER = Symbol('JOB_PRODUCER');

/** One job producer for the service, closed when the app shuts down. */
@Global()
@Module({})
export class JobProducerModule implements OnApplicationShutdown {
  constructor(@Inject(JOB_PRODUCER) private readonly producer: JobProducer) {}

  static forRoot(options: JobProducerOptions): DynamicModule {
    return {
      module: JobProducerModule,
      providers: [{ provide: JOB_PRODUCER, useFactory: () => createJobProducer(options) }],
      exports: [JOB_PRODUCER],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.producer.close();
  }
}
