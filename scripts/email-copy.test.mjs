// The check that keeps every email a template (scripts/email-copy.mjs, decision 049): it passes on the tree,
// and fails on a fixture tree with an email's sentences planted in a service, while the same sentences in
// the templates folder, a spec and a test harness pass.
//   node --test scripts/email-copy.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { emailCopyFinds, TEMPLATES_FOLDER } from './email-copy.mjs';

const plant = (base, path, text) => {
  mkdirSync(dirname(join(base, path)), { recursive: true });
  writeFileSync(join(base, path), text);
};

test('no service source outside the templates folder holds an email sentence', () => {
  assert.deepEqual(emailCopyFinds(), []);
});

test('a greeting or a sign-off planted in a service is found, with its file and line', (t) => {
  const base = mkdtempSync(join(tmpdir(), 'email-copy-'));
  t.after(() => rmSync(base, { recursive: true, force: true }));
  const email = "const body = [\n  `Hi ${name} team,`,\n  'Your plan is ready.',\n  'Hello,',\n  'Best regards,',\n  'Warm wishes, the Lantern team',\n  'The BizAutomate team',\n].join('\\n\\n');\n";
  plant(base, 'svc-admin/src/desk/planted-email.ts', email);
  plant(base, 'svc-billing/src/orders/receipt.ts', "export const subject = 'Hi Bright Smile, your receipt';\n");
  plant(base, `${TEMPLATES_FOLDER}/planted.ts`, email);
  plant(base, 'svc-admin/src/desk/planted-email.spec.ts', email);
  plant(base, 'svc-ai-worker/src/testing/fake-mail.ts', email);
  plant(base, 'svc-intake/src/hints.ts', "export const hint = 'Highlights of the plan'; // not a greeting\n");
  assert.deepEqual(emailCopyFinds(base, 'Warm wishes, the Lantern team'), [
    'svc-admin/src/desk/planted-email.ts:2: a greeting ("Hi …")',
    'svc-admin/src/desk/planted-email.ts:4: a greeting ("Hello,")',
    'svc-admin/src/desk/planted-email.ts:5: a sign-off ("Best regards")',
    'svc-admin/src/desk/planted-email.ts:6: the content file\'s sign-off ("Warm wishes, the Lantern team")',
    'svc-admin/src/desk/planted-email.ts:7: a sign-off ("The BizAutomate team")',
    'svc-billing/src/orders/receipt.ts:1: a greeting ("Hi …")',
  ]);
});
