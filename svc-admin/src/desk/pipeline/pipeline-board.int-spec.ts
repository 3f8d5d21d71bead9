import { ErrorEnvelope, PipelineBoardResponse, PipelineStages, type MoveStageRequest, type PipelineStage } from '@biz/contracts';
import { fromClientAddress } from '@biz/server-kit/testing';
import { clientThrough } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';

// The board against the real svc-intake process: each column's page and total, New listed by svc-intake.
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
const ids: Record<string, string> = {};
beforeAll(async () => {
  stack = await startAdminOnContexts();
  for (const name of ['Ada', 'Bo', 'Cy', 'Di', 'Ed']) ids[name] = await clientThrough(stack.contexts, `${name} Studio`, `${name.toLowerCase()}@board.example`, { select: 0, order: 'none' });
}, 60_000);
afterAll(() => stack?.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  stack.t.app.inject({ method, url, headers: { cookie: stack.cookie, ...fromClientAddress('10.9.0.2') }, ...(payload ? { payload } : {}) });
async function board(query = '') {
  const res = await admin('GET', `/api/admin/pipeline${query}`);
  expect(res.statusCode).toBe(200);
  return PipelineBoardResponse.parse(res.json());
}
const column = (page: PipelineBoardResponse, stage: PipelineStage) => page.columns.find((c) => c.stage === stage);
const namesIn = (page: PipelineBoardResponse, stage: PipelineStage) => column(page, stage)?.cards.map((card) => card.businessName);
async function move(name: string, body: MoveStageRequest) {
  expect((await admin('POST', `/api/admin/clients/${ids[name]}/stage`, body)).statusCode).toBe(200);
}

describe('GET /api/admin/pipeline', () => {
  it('lists every business as New, newest first, until the desk moves it', async () => {
    const page = await board();
    expect(page.columns.map((c) => c.stage)).toEqual([...PipelineStages]);
    expect(column(page, 'new')).toMatchObject({ total: 5 });
    expect(namesIn(page, 'new')).toEqual(['Ed Studio', 'Di Studio', 'Cy Studio', 'Bo Studio', 'Ada Studio']);
    expect(column(page, 'new')?.cards[0]).toMatchObject({ submissionId: ids.Ed, contactEmail: 'ed@board.example', lostReason: null });
  });

  it('puts each moved business in its column, most recent first, with its total; Lost with its reason', async () => {
    await move('Ada', { stage: 'won' });
    await move('Bo', { stage: 'won' });
    await move('Cy', { stage: 'lost', reason: 'Went with a cousin' });
    const page = await board();
    expect(column(page, 'new')).toMatchObject({ total: 2 });
    expect(namesIn(page, 'new')).toEqual(['Ed Studio', 'Di Studio']);
    expect(column(page, 'won')).toMatchObject({ total: 2 });
    expect(namesIn(page, 'won')).toEqual(['Bo Studio', 'Ada Studio']);
    expect(column(page, 'lost')?.cards).toEqual([expect.objectContaining({ businessName: 'Cy Studio', lostReason: 'Went with a cousin' })]);
    expect(column(page, 'plan_sent')).toEqual({ stage: 'plan_sent', total: 0, cards: [] });
  });

  it("pages one column (its Show more): the total stays, the cards are the next ones", async () => {
    const second = await board('?stage=won&page=2&pageSize=1');
    expect(second.columns).toEqual([expect.objectContaining({ stage: 'won', total: 2 })]);
    expect(namesIn(second, 'won')).toEqual(['Ada Studio']);
    expect(namesIn(await board('?stage=new&page=2&pageSize=1'), 'new')).toEqual(['Di Studio']);
  });

  it('shows a business moved back to New by hand since its move', async () => {
    await move('Ada', { stage: 'new' });
    const ada = (await board('?stage=new')).columns[0].cards.find((card) => card.submissionId === ids.Ada);
    expect(ada).toBeDefined();
    const record = (await admin('GET', `/api/admin/clients/${ids.Ada}/profile`)).json() as { pipeline: { since: string } };
    expect(ada?.since).toBe(record.pipeline.since);
  });

  it('refuses a bad query with 400 and the fields', async () => {
    const res = await admin('GET', '/api/admin/pipeline?stage=archived&pageSize=1000&page=0');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(ErrorEnvelope.parse(res.json()).error.fields ?? {}).sort()).toEqual(['page', 'pageSize', 'stage']);
  });
});
