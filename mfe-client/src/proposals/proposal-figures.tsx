import { formatUsd, proposalFigureLines, type ProposalDocument } from '@biz/contracts';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '@biz/ui-kit';

/** What the client pays, as the sent document states it, in the words the desk's record uses too. */
function ProposalPrice({ document }: { document: ProposalDocument }) {
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {proposalFigureLines(document).map(({ label, value }) => (
        <div key={label} className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="font-semibold text-ink tabular-nums sm:text-right">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The automations the proposal sets up, each at its setup price, then what the client pays. */
export function ProposalFigures({ document }: { document: ProposalDocument }) {
  return (
    <div className="flex flex-col gap-4">
      <Table aria-label="What we set up">
        <caption className="pb-2 text-left text-base font-semibold text-ink">What we set up</caption>
        <TableColumns columns={['Automation', 'Setup']} />
        <TableBody>
          {document.items.map((item, index) => (
            <TableRow key={index}>
              <TableCell className="wrap-anywhere">{item.title}</TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">{formatUsd(item.setupCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ProposalPrice document={document} />
    </div>
  );
}
