import { CSV_CONTENT_TYPE } from '../admin/submissions-export';
import { PLAN_PDF_CONTENT_TYPE } from '../admin/submission-records';
import { ONBOARDING_FORM_CONTENT_TYPE } from '../admin/onboarding-form';
import { DomainErrors } from '../domain-errors';
import { domainRefusalsOf } from './endpoint-refusals';
import { BoundedContexts, type EndpointDeclaration } from './endpoint-declaration';
import { Endpoints, endpointNames, type EndpointName } from './endpoints';
import { EndpointSchemas, type EndpointSchemaSet } from './endpoint-schemas';
import { openApiDocument } from './openapi';

interface Response {
  description: string;
  headers?: Record<string, { $ref?: string; schema?: Record<string, unknown> }>;
  content?: Record<string, { schema: Record<string, unknown> }>;
}
interface Operation {
  operationId: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, Response>;
}
const documents = { test: openApiDocument('test'), live: openApiDocument('live') };
/** Both modes' operations in one: an operation of either mode is checked like every other. */
const document = { ...documents.live, paths: mergedPaths(documents.test.paths, documents.live.paths) };
/** The operations as a client reads them, from the JSON the gateway serves. */
const served: { paths: Record<string, Record<string, Operation>> } = JSON.parse(JSON.stringify(document));

function mergedPaths<P extends Record<string, object>>(a: P, b: P): P {
  const merged: Record<string, object> = { ...a };
  for (const [path, operations] of Object.entries(b)) merged[path] = { ...merged[path], ...operations };
  return merged as P;
}
const routed = endpointNames.filter((name) => Endpoints[name].audience !== 'internal');
const templated = (path: string) => path.replace(/:([a-zA-Z]+)/g, '{$1}');

const operationOf = (name: EndpointName): Operation => served.paths[templated(Endpoints[name].path)][Endpoints[name].method.toLowerCase()];
const statusesOf = (name: EndpointName) => Object.keys(operationOf(name).responses).sort();
const schemasOf = (name: EndpointName): EndpointSchemaSet => EndpointSchemas[name];

describe('the OpenAPI description', () => {
  it('is OpenAPI 3.1 with its version, the error envelope, Retry-After and the session cookie', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.components.schemas.ErrorEnvelope).toMatchObject({ type: 'object', required: ['error'] });
    expect(document.components.headers.RetryAfter).toMatchObject({ schema: { type: 'integer' } });
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'sid' });
  });

  it('lists every route the gateway routes, under its method, and nothing else', () => {
    const listed = Object.entries(document.paths).flatMap(([path, operations]) => Object.entries(operations).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`));
    const declared = routed.map((name) => `${Endpoints[name].method} ${templated(Endpoints[name].path)} ${name}`);
    expect(listed.sort()).toEqual(declared.sort());
    expect(routed.length).toBeGreaterThan(40);
  });

  it('uses only the formats JSON Schema defines (a non-standard one is lost on every validator and generator)', () => {
    const formats = new Set([...JSON.stringify(document).matchAll(/"format":"([^"]+)"/g)].map(([, format]) => format));
    const standard = ['date-time', 'date', 'time', 'duration', 'email', 'idn-email', 'hostname', 'idn-hostname', 'ipv4', 'ipv6', 'uri', 'uri-reference', 'iri', 'iri-reference', 'uuid', 'uri-template', 'json-pointer', 'relative-json-pointer', 'regex'];
    expect([...formats].filter((format) => !standard.includes(format))).toEqual([]);
  });

  it('describes an endpoint of one payment mode only where it is served: the webhook with Stripe, the test-mode calls without', () => {
    const modeOnly = endpointNames.filter((name) => (Endpoints[name] as EndpointDeclaration).paymentMode);
    expect(modeOnly).toEqual(expect.arrayContaining(['stripeWebhook', 'createTestModePaymentMethod', 'confirmTestModePayment', 'testClock']));
    for (const name of modeOnly) {
      const { path, method, paymentMode } = Endpoints[name] as EndpointDeclaration;
      const other = paymentMode === 'test' ? 'live' : 'test';
      expect([name, paymentMode, (documents[paymentMode!].paths as Record<string, object>)[templated(path)]]).toEqual([name, paymentMode, expect.objectContaining({ [method.toLowerCase()]: expect.anything() })]);
      expect([name, other, (documents[other].paths as Record<string, Record<string, unknown>>)[templated(path)]?.[method.toLowerCase()]]).toEqual([name, other, undefined]);
    }
  });

  it('leaves out the internal endpoints', () => {
    const internal = endpointNames.filter((name) => Endpoints[name].audience === 'internal');
    expect(internal.length).toBeGreaterThan(0);
    for (const name of internal) expect(document.paths[templated(Endpoints[name].path)]?.[Endpoints[name].method.toLowerCase()]).toBeUndefined();
  });

  it('groups the operations by bounded context, each tag described', () => {
    expect(document.tags.map((tag) => tag.name).sort()).toEqual(Object.keys(BoundedContexts).sort());
    for (const tag of document.tags) expect(tag.description.length).toBeGreaterThan(20);
    for (const name of routed) expect([name, operationOf(name).tags]).toEqual([name, [Endpoints[name].context]]);
  });

  it('asks no credential of a public or provider operation (security: []) and the session, with its kind or role, of the others', () => {
    const security: Record<string, Operation['security']> = Object.fromEntries(routed.map((name) => [name, operationOf(name).security]));
    expect(security).toMatchObject({ businessIntake: [], stripeWebhook: [], reportAutomationRuns: [], logout: [] });
    expect(security).toMatchObject({ authUser: [{ session: [] }], adminDashboard: [{ session: ['admin'] }], team: [{ session: ['owner'] }], clientDashboard: [{ session: ['client'] }] });
    for (const name of routed) expect([name, security[name].length === 0]).toEqual([name, ['public', 'webhook'].includes(Endpoints[name].audience)]);
  });

  it('declares every path parameter and the bodies with their fields', () => {
    for (const name of routed) {
      const inPath = [...Endpoints[name].path.matchAll(/:([a-zA-Z]+)/g)].map((match) => match[1]);
      expect([name, operationOf(name).parameters.filter((p) => p.in === 'path').map((p) => p.name)]).toEqual([name, inPath]);
    }
    expect(operationOf('businessIntake').requestBody?.content['application/json'].schema).toMatchObject({ type: 'object', properties: { businessName: { type: 'string' }, contactEmail: { type: 'string' } } });
  });

  it('gives every operation the error envelope for each refusal it can answer, and only those', () => {
    for (const name of routed) {
      const declaration: EndpointDeclaration = Endpoints[name];
      const schemas = schemasOf(name);
      const write = !['GET', 'HEAD'].includes(declaration.method);
      const session = !['public', 'webhook'].includes(declaration.audience);
      const own = domainRefusalsOf(name).map((code) => String(DomainErrors[code].status));
      const expected = [...new Set([
        ...(schemas.params || schemas.query || schemas.body || declaration.audience === 'webhook' ? ['400'] : []),
        ...(session ? ['401'] : []),
        ...((session && declaration.audience !== 'signed-in') || (write && declaration.audience !== 'webhook') ? ['403'] : []),
        ...(declaration.path.includes('/:') ? ['404'] : []),
        ...(schemas.body || (write && declaration.audience === 'webhook') ? ['413'] : []),
        ...(declaration.rateLimited ? ['429'] : []),
        ...own,
        '503',
      ])];
      const success = schemas.redirectTo ? '303' : '200';
      expect([name, statusesOf(name)]).toEqual([name, [success, ...expected].sort()]);
      for (const status of expected) {
        expect([name, status, operationOf(name).responses[status].content]).toEqual([name, status, { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } }]);
        expect([name, status, operationOf(name).responses[status].headers?.['Retry-After']]).toEqual([name, status, ['429', '503'].includes(status) ? { $ref: '#/components/headers/RetryAfter' } : undefined]);
      }
    }
    // The ones that show each rule: the owner's refund, the booking form, a client's read, a public read.
    expect(statusesOf('adminRefundOrder')).toEqual(['200', '400', '401', '403', '404', '409', '413', '422', '502', '503']);
    expect(statusesOf('bookCall')).toEqual(['200', '400', '403', '404', '409', '413', '429', '503']);
    // A held booking's link: used, replaced or expired is gone (410), a slot lost meanwhile is taken (409).
    expect(statusesOf('confirmCallHold')).toEqual(['200', '400', '403', '409', '410', '413', '429', '503']);
    expect(statusesOf('clientResources')).toEqual(['200', '401', '403', '410', '503']);
    expect(statusesOf('authUser')).toEqual(['200', '401', '503']);
    expect(statusesOf('subscriptionPlans')).toEqual(['200', '503']);
  });

  it("names a context's own refusals under their status, beside the common code of that status", () => {
    expect(operationOf('bookCall').responses['409'].description).toBe(`\`SlotTaken\`: ${DomainErrors.SlotTaken.means}`);
    expect(operationOf('confirmCallHold').responses['410'].description).toBe(`\`CallHoldInvalid\`: ${DomainErrors.CallHoldInvalid.means}`);
    expect(operationOf('planPdfByLink').responses['410'].description).toBe(`\`PlanLinkExpired\`: ${DomainErrors.PlanLinkExpired.means}`);
    // A 404 of its own replaces the generic NotFound of a path parameter.
    expect(operationOf('deskTicket').responses['404'].description).toBe(`\`TicketNotFound\`: ${DomainErrors.TicketNotFound.means}`);
    expect(operationOf('clientDashboard').responses['410'].description).toContain('`AccountGone`');
    expect(operationOf('planPdf').responses['503'].description).toMatch(/^`ServiceUnavailable`.*`DocumentUnavailable`/);
  });

  it('gives each download its own media type and Content-Disposition, never JSON', () => {
    const downloads = Object.fromEntries(routed.filter((name) => schemasOf(name).fileType).map((name) => [name, Object.keys(operationOf(name).responses['200'].content ?? {})]));
    expect(downloads).toEqual({
      exportSubmissions: [CSV_CONTENT_TYPE],
      savingsReportCsv: [CSV_CONTENT_TYPE],
      planPdf: [PLAN_PDF_CONTENT_TYPE],
      planPdfByLink: [PLAN_PDF_CONTENT_TYPE],
      savingsReportPdf: [PLAN_PDF_CONTENT_TYPE],
      signedProposalPdf: [PLAN_PDF_CONTENT_TYPE],
      downloadOnboardingForm: [ONBOARDING_FORM_CONTENT_TYPE],
    });
    for (const name of Object.keys(downloads) as EndpointName[]) expect(operationOf(name).responses['200'].headers?.['Content-Disposition']).toBeDefined();
    expect(operationOf('exportSubmissions').responses['200'].content?.[CSV_CONTENT_TYPE].schema).toEqual({ type: 'string' });
  });

  it("documents GET /api/logout's 303 to the home page with its Location, and no body", () => {
    expect(operationOf('logout').responses['303']).toEqual(expect.objectContaining({ headers: { Location: expect.objectContaining({ schema: { type: 'string', const: '/' } }) } }));
    expect(operationOf('logout').responses['303'].content).toBeUndefined();
  });
});
