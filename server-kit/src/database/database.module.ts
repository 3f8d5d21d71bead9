import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { KYSELY, kyselyFor } from './kysely';
import { openSchemaDatabase, SchemaDatabase, type SchemaDatabaseOptions } from './schema-database';

/**
 * Provides the service's `SchemaDatabase` (inject it by its class), opened and migrated before the app
 * listens, and closed on shutdown; and the service's query builder on its pool (`KYSELY`). Repositories
 * are the only code that should inject either (and the readiness probe the first).
 */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(SchemaDatabase) private readonly database: SchemaDatabase) {}

  static forRoot(options: SchemaDatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: SchemaDatabase, useFactory: () => openSchemaDatabase(options) },
        { provide: KYSELY, useFactory: (database: SchemaDatabase) => kyselyFor(database), inject: [SchemaDatabase] },
      ],
      exports: [SchemaDatabase, KYSELY],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.database.close();
  }
}
