#!/usr/bin/env node
// Every email is a template (decision 049): no service source outside catalog's templates folder holds an
// email's sentences. Finds the greetings and sign-offs an email opens and ends with, and the content file's
// own sign-off, in the string literals of the server packages; specs, test harnesses and migrations (which
// rewrite stored text) may quote them.
//   node scripts/email-copy.mjs     (exit 1 with one line per find)
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the server code lives, and the one folder allowed to hold an email's words. */
export const SERVICE_SOURCES = ['catalog/src', 'server-kit/src', 'gateway/src', 'svc-admin/src', 'svc-ai-worker/src', 'svc-billing/src', 'svc-intake/src'];
export const TEMPLATES_FOLDER = 'catalog/src/emails/templates';

const testOnly = /(\.(spec|int-spec|pact\.spec|test)\.[cm]?[jt]sx?$)|(^|\/)testing\//;
/** A migration may quote what the stored data held, to change it: it sends nothing. */
const migration = /(^|\/)migrations\//;
const source = /\.[cm]?[jt]sx?$/;

/** A quote, then the sentence: a string literal or template that opens with it. */
const opening = (words) => new RegExp(`['"\`]\\s*${words}`);
const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sentences that give an email away: its greetings and sign-offs, the content file's sign-off included. */
export function emailSentences(signOff) {
  return [
    { name: 'a greeting ("Hello,")', pattern: opening('Hello,') },
    { name: 'a greeting ("Hi …")', pattern: opening('Hi (\\$\\{|\\{\\{|[A-Z])') },
    { name: 'a sign-off ("Best regards")', pattern: /Best regards/i },
    { name: 'a sign-off ("The BizAutomate team")', pattern: /The BizAutomate team\b/ },
    { name: `the content file's sign-off ("${signOff}")`, pattern: new RegExp(escaped(signOff)) },
  ];
}

function* filesUnder(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (source.test(entry.name)) yield path;
  }
}

/** Each find in the service sources under `base` outside the templates folder, as "file:line: what". */
export function emailCopyFinds(base = root, signOff = JSON.parse(readFileSync(join(root, 'content/agency-content.json'), 'utf8')).letterhead.signOff) {
  const sentences = emailSentences(signOff);
  const finds = [];
  for (const folder of SERVICE_SOURCES) {
    for (const file of filesUnder(join(base, folder))) {
      const path = relative(base, file).split('\\').join('/');
      if (testOnly.test(path) || migration.test(path) || path.startsWith(`${TEMPLATES_FOLDER}/`)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const found = sentences.find(({ pattern }) => pattern.test(line));
          if (found) finds.push(`${path}:${index + 1}: ${found.name}`);
        });
    }
  }
  return finds;
}

if (import.meta.main) {
  const finds = emailCopyFinds();
  if (finds.length) {
    console.error(`email-copy: ${finds.length} email sentence(s) outside ${TEMPLATES_FOLDER}: put them in a template and send the data (decision 049)`);
    for (const find of finds) console.error(`  - ${find}`);
    process.exit(1);
  }
  console.log(`email-copy: no email sentences outside ${TEMPLATES_FOLDER}`);
}
