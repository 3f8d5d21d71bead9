import {
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  Notice,
  PageHeader,
  StatCard,
  Table,
  TableBody,
  TableHead,
  TableHeader,
  TableRow,
} from '@biz/ui-kit';

const stats = ['Total Submissions', 'Plans Generated', 'Pending Review', 'Pipeline Value'];
const columns = ['Business', 'Industry', 'Goals', 'Value', 'Status', 'Submitted', 'Actions'];

/** SPEC §2 /admin: the admin dashboard. Figures and submissions arrive with the admin issue. */
export function AdminDashboardPage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
      <PageHeader title="Admin Dashboard" description="Review submissions and plans, draft emails, schedule calls and prepare onboarding forms." />
      <Notice title="The dashboard is being connected">
        Sign-in and live figures come next. Until then no client data is shown here.
      </Notice>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {stats.map((label) => (
          <StatCard key={label} label={label} value="—" hint="Available once connected" />
        ))}
      </div>
      <Card>
        <CardHeader className="pb-4">
          <CardTitle>Submissions</CardTitle>
          <CardDescription>Every intake submission with its plan status, searchable and filterable by status.</CardDescription>
        </CardHeader>
        <Table>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHead key={column}>{column}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody />
        </Table>
        {/* Outside the table so the message stays in view when the columns scroll sideways on a phone. */}
        <p className="px-6 py-10 text-center text-sm text-ink-muted">No submissions to show yet.</p>
      </Card>
    </div>
  );
}
