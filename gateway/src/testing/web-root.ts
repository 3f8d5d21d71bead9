import { AGENCY_CONTENT_ELEMENT_ID, type AgencyContent } from '@biz/contracts';
import { shippedAgencyContent } from '@biz/contracts/testing';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

type Files = Record<string, string | Buffer>;

/** Writes `files` (paths relative to `root`, e.g. `shell/dist/index.html`) into the web root. */
export async function writeFiles(root: string, files: Files): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
}

/** A new temporary WEB_ROOT holding `files`. */
export async function tempWebRoot(files: Files): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'gw-web-'));
  await writeFiles(root, files);
  return root;
}

/** `html` as the gateway serves it with `content` (the shipped file's unless given): the JSON script in its head. */
export function withAgencyContent(html: string, content: AgencyContent = shippedAgencyContent): string {
  return html.replace('</head>', `<script type="application/json" id="${AGENCY_CONTENT_ELEMENT_ID}">${JSON.stringify(content)}</script></head>`);
}
