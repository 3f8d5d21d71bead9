import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { openSchemaDataSource, type SchemaDataSourceOptions } from './create-data-source';
import { KYSELY, kyselyFor } from './kysely';

/**
 * Provides the service's `DataSource` (inject it by its class), opened and migrated before the app
 * listens, and closed on shutdown; and the service's query builder on that data source's pool (`KYSELY`).
 * Repositories are the only code that should inject either.
 */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  static forRoot(options: SchemaDataSourceOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DataSource, useFactory: () => openSchemaDataSource(options) },
        { provide: KYSELY, useFactory: (dataSource: DataSource) => kyselyFor(dataSource, options.schema), inject: [DataSource] },
      ],
      exports: [DataSource, KYSELY],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
