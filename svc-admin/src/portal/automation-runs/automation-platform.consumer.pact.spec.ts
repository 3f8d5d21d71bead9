import { AutomationRunReportResponse, endpointPath, Endpoints, ErrorEnvelope, ServerMessage } from '@biz/contracts';
import { EXAMPLE_INGEST_TOKEN, PACT_DIR } from '@biz/contracts/testing';
import { jsonHeaders } from '@biz/contracts/testing/pact';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';

// The agency's automation platform (Zapier, Make, n8n, a script: no code of ours) as the README's curl
// example calls the ingest endpoint. The pact pins what those platforms are set up against: the path, the
// bearer token, the body and the answers.
const pact = new PactV4({ consumer: 'automation-platform', provider: 'svc-admin', dir: PACT_DIR, logLevel: 'warn' });
const { fromProviderState } = MatchersV3;
const REPORTING = "Glow Med Spa's automation was issued the example run token";
const AUTOMATION_ID = '4d5e6f70-8a9b-4c0d-9e1f-2a3b4c5d6e7f';
const path = fromProviderState(Endpoints.reportAutomationRuns.path.replace(':id', '${id}'), endpointPath('reportAutomationRuns', { id: AUTOMATION_ID }));
const report = { eventId: 'zap-run-8812', at: '2026-11-24T09:30:00.000Z', count: 3, minutesSaved: 12 };

/** What `curl -X POST -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' -d '{…}' URL` does. */
const postRuns = (url: string, token: string) =>
  fetch(`${url}${endpointPath('reportAutomationRuns', { id: AUTOMATION_ID })}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(report) });

describe('automation platform → svc-admin', () => {
  it('reports runs with the token the desk issued: they are counted', async () => {
    await pact
      .addInteraction()
      .given(REPORTING)
      .uponReceiving('a report of runs with the right token')
      .withRequest('POST', path, (request) => request.headers({ Authorization: `Bearer ${EXAMPLE_INGEST_TOKEN}`, 'Content-Type': 'application/json' }).jsonBody(report))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ counted: true }))
      .executeTest(async ({ url }) => {
        const res = await postRuns(url, EXAMPLE_INGEST_TOKEN);
        expect(AutomationRunReportResponse.parse(await res.json())).toEqual({ counted: true });
      });
  });

  it('is refused with 401 and a reason when the token is not the current one', async () => {
    await pact
      .addInteraction()
      .given(REPORTING)
      .uponReceiving('a report of runs with a wrong token')
      .withRequest('POST', path, (request) => request.headers({ Authorization: 'Bearer ba_run_an-old-token', 'Content-Type': 'application/json' }).jsonBody(report))
      .willRespondWith(401, (response) => response.headers(jsonHeaders).jsonBody({ error: { code: 'IngestTokenInvalid', message: ServerMessage.ingestTokenInvalid } }))
      .executeTest(async ({ url }) => {
        const res = await postRuns(url, 'ba_run_an-old-token');
        expect(res.status).toBe(401);
        expect(ErrorEnvelope.parse(await res.json()).error.code).toBe('IngestTokenInvalid');
      });
  });
});
