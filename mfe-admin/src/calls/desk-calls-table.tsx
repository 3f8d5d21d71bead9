import type { DeskCall } from '@biz/contracts';
import { Badge, Button, formatDate, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@biz/ui-kit';
import { ContactCell } from '../dashboard/contact-cell';

const COLUMNS = ['Business', 'When', 'Call', 'Status', 'Actions'] as const;

/** One list of the Calls view: each call with its business, when (in the zone it was booked in), and its record to open. */
export function DeskCallsTable({ label, calls, onOpen }: { label: string; calls: readonly DeskCall[]; onOpen: (submissionId: string) => void }) {
  return (
    <Table cards aria-label={label}>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column} pinEnd={column === 'Actions'}>
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
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
              <Button size="sm" variant="outline" onClick={() => onOpen(call.submissionId)} aria-label={`Open ${call.businessName}`}>
                Open
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
