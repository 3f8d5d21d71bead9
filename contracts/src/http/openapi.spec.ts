import { Endpoints, endpointNames } from './endpoints';
import { openApiDocument } from './openapi';

const document = openApiDocument();
const routed = endpointNames.filter((name) => Endpoints[name].audience !== 'internal');
const templated = (path: string) => path.replace(/:([a-zA-Z]+)/g, '{$1}');

describe('the OpenAPI description', () => {
  it('is OpenAPI 3.1 with the error envelope and the session cookie', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.schemas.ErrorEnvelope).toMatchObject({ type: 'object', required: ['error'] });
    expect(document.components.securitySchemes.session).toMatchObject({ in: 'cookie', name: 'sid' });
  });

  it('lists every route the gateway routes, under its method, and nothing else', () => {
    const listed = Object.entries(document.paths).flatMap(([path, operations]) => Object.entries(operations).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`));
    const declared = routed.map((name) => `${Endpoints[name].method} ${templated(Endpoints[name].path)} ${name}`);
    expect(listed.sort()).toEqual(declared.sort());
    expect(routed.length).toBeGreaterThan(40);
  });

  it('leaves out the internal endpoints', () => {
    const internal = endpointNames.filter((name) => Endpoints[name].audience === 'internal');
    expect(internal.length).toBeGreaterThan(0);
    for (const name of internal) expect(document.paths[templated(Endpoints[name].path)]?.[Endpoints[name].method.toLowerCase()]).toBeUndefined();
  });

  it('declares every path parameter, the bodies with their fields and the session for signed-in routes', () => {
    for (const name of routed) {
      const { method, path, audience } = Endpoints[name];
      const operation = document.paths[templated(path)][method.toLowerCase()];
      const inPath = [...path.matchAll(/:([a-zA-Z]+)/g)].map((match) => match[1]);
      expect([name, operation.parameters.filter((p) => p.in === 'path').map((p) => p.name)]).toEqual([name, inPath]);
      expect([name, 'security' in operation]).toEqual([name, audience !== 'public' && audience !== 'webhook']);
    }
    const intake = document.paths['/api/business-intake'].post;
    expect(intake.requestBody?.content['application/json'].schema).toMatchObject({ type: 'object', properties: { businessName: { type: 'string' }, contactEmail: { type: 'string' } } });
  });
});
