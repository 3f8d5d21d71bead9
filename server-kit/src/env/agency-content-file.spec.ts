import { shippedAgencyContent, shippedAgencyContentFile } from '@biz/contracts/testing';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAgencyContentFile } from './agency-content-file';

describe('the agency content file', () => {
  let dir: string;
  const fileWith = async (text: string) => {
    const file = join(dir, 'content.json');
    await writeFile(file, text);
    return file;
  };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'agency-content-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is read as the pages get it', () => {
    expect(readAgencyContentFile(shippedAgencyContentFile)).toEqual(shippedAgencyContent);
  });

  it('that is missing is refused, naming the file and the variable', () => {
    const missing = join(dir, 'nowhere.json');
    expect(() => readAgencyContentFile(missing)).toThrow(`The agency content file ${missing} (AGENCY_CONTENT_FILE) cannot be read: ENOENT`);
  });

  it('that is not JSON is refused, saying so', async () => {
    const file = await fileWith('{ "spotsPerWeek": 5, }');
    expect(() => readAgencyContentFile(file)).toThrow(`The agency content file ${file} (AGENCY_CONTENT_FILE) is not valid JSON: `);
  });

  it('with mistakes is refused with one line per field at fault', async () => {
    const file = await fileWith(JSON.stringify({ ...shippedAgencyContent, spotsPerWeek: 'five', countdownStart: { ...shippedAgencyContent.countdownStart, minutes: 60 } }));
    expect(() => readAgencyContentFile(file)).toThrow(
      `The agency content file ${file} (AGENCY_CONTENT_FILE) has 2 problems:\n  spotsPerWeek: Must be a whole number from 1 to 99\n  countdownStart.minutes: Must be a whole number from 0 to 59`,
    );
  });
});
