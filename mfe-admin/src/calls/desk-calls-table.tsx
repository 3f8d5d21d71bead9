import { businessRecordPath, type DeskCall } from '@biz/contracts';
import { Badge, buttonClasses, formatDate, Table, TableBody, TableCell, TableColumns, TableRow } from '@biz/ui-kit';
import { Link } from 'react-router';
import { ContactCell } from '../dashboard/contact-cell';

const COLUMNS = ['Business', 'When', 'Call', 'Status', 'Actions'] as const;

/** One list of the Calls view: each call with its business, when (in the zone it was booked in), and a link to its record's calls. */
export function DeskCallsTable({ label, calls }: { label: string; calls: readonly DeskCall[] }) {
  return (
    <Table cards aria-label={label}>
      <TableColumns columns={COLUMNS} pinLast />
      <TableBody>
        {calls.map((call) => (
          <TableRow key={call.id}>
            <ContactCell name={call.businessName} lines={[call.contactEmail]} />
            <TableCell label="When" className="whitespace-nowrap">
              {formatDate(call.startsAt, 'weekdayDateTimeWithZone', call.timeZone)}
            </TableCell>
            <TableCell label="Call" className="whitespace-nowrap">
              {call.callType === 'video' ? 'Video' : 'Phone'} · {call.duration} min
            </TableCell>
            <TableCell label="Status">
              <Badge variant={call.status === 'scheduled' ? 'success' : 'neutral'}>{call.status === 'scheduled' ? 'Scheduled' : 'Cancelled'}</Badge>
            </TableCell>
            <TableCell pinEnd card="actions">
              <Link to={businessRecordPath(call.submissionId, 'calls')} className={buttonClasses({ variant: 'outline', size: 'sm' })} aria-label={`Open ${call.businessName}`}>
                Open
              </Link>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
