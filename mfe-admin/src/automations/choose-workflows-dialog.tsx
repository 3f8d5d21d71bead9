import { Packages, type SprintOnRecord } from '@biz/contracts';
import { Button, Checkbox, Dialog, toast } from '@biz/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchWorkflowCatalog, useChooseSprintWorkflows } from './automations-api';

/** The agency picks a sprint's remaining automations from the catalog: no more than it has left. */
export function ChooseWorkflowsDialog({ sprint, onClose }: { sprint: SprintOnRecord | null; onClose: () => void }) {
  const catalog = useQuery({ queryKey: ['workflow-catalog'], queryFn: fetchWorkflowCatalog, enabled: sprint !== null });
  const choose = useChooseSprintWorkflows();
  const [picked, setPicked] = useState<string[]>([]);
  const left = sprint ? sprint.covers - sprint.chosen : 0;
  const close = () => {
    setPicked([]);
    onClose();
  };
  const toggle = (id: string, on: boolean) => setPicked((now) => (on ? [...now, id] : now.filter((other) => other !== id)));
  const save = () =>
    sprint &&
    choose.mutate(
      { orderId: sprint.orderId, workflowIds: picked },
      {
        onSuccess: () => {
          toast({ title: 'Automations chosen', description: 'They are on the record, pending, and in the client\'s portal once it proves its email.', variant: 'success' });
          close();
        },
      },
    );
  return (
    <Dialog
      open={sprint !== null}
      onOpenChange={(open) => !open && !choose.isPending && close()}
      title={sprint ? `Choose the ${Packages[sprint.package].title}'s automations` : 'Choose automations'}
      description={`Pick up to ${left} from the catalog (${picked.length} picked).`}
      footer={
        <>
          <Button variant="outline" disabled={choose.isPending} onClick={close}>
            Cancel
          </Button>
          <Button disabled={choose.isPending || picked.length === 0} onClick={save}>
            {choose.isPending ? 'Saving...' : `Add ${picked.length === 1 ? '1 automation' : `${picked.length} automations`}`}
          </Button>
        </>
      }
    >
      {catalog.isPending ? <p className="text-sm text-ink-muted">Loading the catalog…</p> : null}
      {catalog.isError ? <p className="text-sm text-danger-700">The catalog could not be loaded.</p> : null}
      <div className="flex max-h-[50vh] flex-col gap-3 overflow-y-auto pr-1">
        {catalog.data?.workflows.map((workflow) => (
          <Checkbox
            key={workflow.id}
            label={workflow.title}
            description={workflow.description}
            checked={picked.includes(workflow.id)}
            disabled={!picked.includes(workflow.id) && picked.length >= left}
            onChange={(event) => toggle(workflow.id, event.target.checked)}
          />
        ))}
      </div>
    </Dialog>
  );
}
