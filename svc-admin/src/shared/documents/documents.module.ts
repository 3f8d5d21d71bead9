import { Module } from '@nestjs/common';
import { ADMIN_ENV, type AdminEnv } from '../../config/env';
import { DOCUMENT_DEADLINE } from './worker-pdf';

/** How long a caller waits for a document the worker renders (the desk's plan PDFs, the portal's savings reports). */
@Module({
  providers: [{ provide: DOCUMENT_DEADLINE, inject: [ADMIN_ENV], useFactory: (env: AdminEnv) => env.DOCUMENT_DEADLINE_MS }],
  exports: [DOCUMENT_DEADLINE],
})
export class DocumentsModule {}
