import { domainError } from '@biz/server-kit';
import { hourPrice, hourValueOf, ServerMessage, type HourValue } from '@biz/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { agencyActor, type Caller } from '../../shared/identity/caller';
import { AGENCY_HOUR_VALUE_CENTS } from './agency-hour-value';
import { ClientAccountRepository, type ClientAccount } from './client-account.repository';

export class ClientAccountNotFound extends domainError('ClientAccountNotFound', ServerMessage.clientAccountNotFound) {}

/** What a client's saved hour is worth: the agency sets it per client, its content file's value otherwise. */
@Injectable()
export class ClientHourValueService {
  constructor(
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(AGENCY_HOUR_VALUE_CENTS) private readonly defaultCents: number,
  ) {}

  of(account: Pick<ClientAccount, 'hourValueCents'>): HourValue {
    return hourValueOf(account.hourValueCents, this.defaultCents);
  }

  /** The agency sets the value (null: back to its default); the business's timeline says who, from what to what. */
  async set(accountId: string, hourValueCents: number | null, caller: Caller): Promise<HourValue> {
    const account = await this.accounts.one(accountId);
    if (!account || !(await this.accounts.setHourValue(accountId, hourValueCents))) throw new ClientAccountNotFound();
    const [before, after] = [this.of(account), this.of({ hourValueCents })];
    await this.audit.record({
      ...agencyActor(caller),
      action: 'account.hour-value-set',
      subjectId: accountId,
      requestId: caller.requestId,
      details: { from: hourPrice(before.cents), to: hourPrice(after.cents), setFor: after.setFor, address: caller.address },
    });
    return after;
  }
}
