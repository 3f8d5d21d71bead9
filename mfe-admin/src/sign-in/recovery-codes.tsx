import { Button, Notice } from '@biz/ui-kit';

/** The recovery codes, shown this once (only their hashes are kept): each signs in once in place of the app's code. */
export function RecoveryCodes({ codes, onContinue }: { codes: readonly string[]; onContinue: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <Notice title="Save your recovery codes" tone="warning">
        Each one signs you in once if you lose your phone. They are shown only now: keep them somewhere safe.
      </Notice>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm text-ink">
        {codes.map((code) => (
          <li key={code} className="rounded bg-canvas px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <Button size="lg" className="w-full" onClick={onContinue}>
        I saved them: open the dashboard
      </Button>
    </div>
  );
}
