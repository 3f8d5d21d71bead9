import { Module } from '@nestjs/common';
import { PortalModule } from '../../portal/portal.module';
import { SupportInboxController } from './support-inbox.controller';

@Module({ imports: [PortalModule], controllers: [SupportInboxController] })
export class SupportInboxModule {}
