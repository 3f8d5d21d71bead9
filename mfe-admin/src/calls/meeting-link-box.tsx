import { ToastMessage } from '@biz/contracts';
import { Button, toast, toastMessage } from '@biz/ui-kit';

/** A meeting link with a Copy button ('Copy Failed' when the browser refuses the clipboard). */
export function MeetingLinkBox({ link }: { link: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Copied', description: 'The meeting link is on your clipboard.', variant: 'success' });
    } catch {
      toastMessage(ToastMessage.copyFailed);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-line bg-canvas p-3">
      <a href={link} target="_blank" rel="noreferrer" className="min-w-0 flex-1 text-sm break-all text-brand-700 underline">
        {link}
      </a>
      <Button size="sm" variant="outline" onClick={() => void copy()}>
        Copy
      </Button>
    </div>
  );
}
