import { Badge, formatDate } from '@biz/ui-kit';
import { NO_CLIENT_ACCOUNT_YET } from '../automations/client-automations';
import { Detail, type RecordBlockProps } from '../profile/record-blocks';
import { HourValueForm } from './hour-value-form';

/** The client account of the business's email: who signed up, since when, whether it proved the address, its notices, and what its saved hour is worth. */
export function RecordAccount({ profile: { account } }: RecordBlockProps) {
  if (!account) return <p className="text-sm text-ink-muted">{NO_CLIENT_ACCOUNT_YET}</p>;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail label="Email">{account.email}</Detail>
        <Detail label="Business name">{account.businessName}</Detail>
        <Detail label="Signed up">{formatDate(account.createdAt, 'numericDateTime')}</Detail>
        <Detail label="Notices by email">{account.emailNotifications ? 'On' : 'Off'}</Detail>
        <Detail label="Email address">
          {account.emailVerified ? (
            <Badge variant="success">Verified</Badge>
          ) : (
            <>
              <Badge variant="warning">Not verified</Badge> <span className="text-ink-muted">It sees nothing of this business yet.</span>
            </>
          )}
        </Detail>
      </dl>
      <HourValueForm key={`${account.hourValue.setFor}-${account.hourValue.cents}`} account={account} />
    </div>
  );
}
