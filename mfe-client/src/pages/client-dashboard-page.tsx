import { Card, CardContent, Notice, PageHeader, StatCard, Tabs, TabsContent, TabsList, TabsTrigger } from '@biz/ui-kit';
import { useState } from 'react';
import { PlanChooser } from '../subscription/plan-chooser';

type DashboardTab = 'automations' | 'analytics' | 'subscription' | 'support';

const stats = [
  { label: 'Weekly Savings', hint: 'Saved hours valued at $25 each' },
  { label: 'Monthly Projection', hint: 'Expected savings this month' },
  { label: 'Time Saved', hint: 'Hours your automations gave back' },
  { label: 'Live Automations', hint: 'Running right now' },
];

function EmptyPanel({ title, children }: { title: string; children: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        <p className="max-w-md text-sm text-ink-muted">{children}</p>
      </CardContent>
    </Card>
  );
}

/** SPEC §2 /client/dashboard: the client's automations, savings and subscription. Data arrives with the client portal issue. */
export function ClientDashboardPage() {
  const [tab, setTab] = useState<DashboardTab>('automations');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
      <PageHeader title="Client Dashboard" description="Your automations at a glance: what is live, what it saves you each week, and your plan." />
      <Notice title="Your dashboard is being connected">Sign-in and your live figures come next; nothing here reflects your account yet.</Notice>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {stats.map((stat) => (
          <StatCard key={stat.label} label={stat.label} value="—" hint={stat.hint} />
        ))}
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as DashboardTab)}>
        <TabsList aria-label="Dashboard sections">
          <TabsTrigger value="automations">Automations</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="subscription">Subscription</TabsTrigger>
          <TabsTrigger value="support">Support</TabsTrigger>
        </TabsList>
        <TabsContent value="automations">
          <EmptyPanel title="Your automations">Each automation will show its status, progress, go-live date and the time it saves you.</EmptyPanel>
        </TabsContent>
        <TabsContent value="analytics">
          <EmptyPanel title="Analytics">Analytics charts coming soon</EmptyPanel>
        </TabsContent>
        <TabsContent value="subscription">
          <PlanChooser />
        </TabsContent>
        <TabsContent value="support">
          <EmptyPanel title="Support">Create a support ticket, download your reports and browse the resource library.</EmptyPanel>
        </TabsContent>
      </Tabs>
    </div>
  );
}
