import { Module } from '@nestjs/common';
import { oncePerEnv } from '../../config/once-per-env';
import { DOCUMENT_DEADLINE } from './worker-pdf';

/** How long a caller waits for a document the worker renders (the desk's plan PDFs, the portal's savings reports). */
@Module({})
export class DocumentsModule {
  static forRoot = oncePerEnv((env) => ({
    module: DocumentsModule,
    providers: [{ provide: DOCUMENT_DEADLINE, useValue: env.DOCUMENT_DEADLINE_MS }],
    exports: [DOCUMENT_DEADLINE],
  }));
}
