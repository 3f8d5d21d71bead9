import { CLIENT_DASHBOARD_PATH, CLIENT_RESOURCES_PATH } from '@biz/contracts';
import { Card, CardContent, PageHeader } from '@biz/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { clientResourcesKey, fetchClientResources } from '../api/client-api';
import { useClientSession } from '../auth/use-client-session';

/** The resource library (the Support tab's link): a short guide to each of the client's automations. */
export function ResourcesPage() {
  const signedIn = useClientSession();
  const resources = useQuery({ queryKey: clientResourcesKey, queryFn: fetchClientResources, enabled: signedIn === true });
  const guides = resources.data?.guides;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6">
      <PageHeader page={CLIENT_RESOURCES_PATH} description="Short guides to your automations: what each does, what we need from you, and how its savings are counted." />
      <Link to={CLIENT_DASHBOARD_PATH} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
        Back to your dashboard
      </Link>
      {resources.isError ? <p className="text-sm text-ink-muted">The guides could not be loaded just now. Please try again in a moment.</p> : null}
      {guides?.length === 0 ? <p className="text-sm text-ink-muted">Your guides appear here with your first automation.</p> : null}
      {guides?.map((guide) => (
        <Card key={guide.workflowId}>
          <CardContent className="flex flex-col gap-4 p-6">
            <div>
              <h2 className="text-lg font-semibold text-ink">{guide.title}</h2>
              <p className="text-sm text-brand-700">{guide.summary}</p>
            </div>
            {guide.sections.map((section) => (
              <section key={section.heading} className="flex flex-col gap-1">
                <h3 className="text-sm font-semibold text-ink">{section.heading}</h3>
                <ul className="list-disc space-y-1 pl-5 text-sm text-ink-muted">
                  {section.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </section>
            ))}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
