import { Module } from '@nestjs/common';
import { AgencyNotifier } from './agency-notifier';

/** How either context tells the agency something happened (the desk's notifications make the rest). */
@Module({ providers: [AgencyNotifier], exports: [AgencyNotifier] })
export class AgencyNoticesModule {}
