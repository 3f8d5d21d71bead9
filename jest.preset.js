// Shared Jest setup: swc transpiles TS (with Nest's decorator metadata) and the ESM-only packages that
// Jest's own module loader cannot require on any Node (cookie 2 is one, also the copy nested under light-my-request that
// fastify's inject() loads, and content-disposition 2 under @fastify/static, which the queue dashboard
// loads; react-router 8 and its dependencies); workspace packages resolve to their sources, so no build is needed.
const reactRouter = ['react-router', 'cookie-es', '@remix-run/route-pattern'];
const esmPackages = ['@nestjs', 'cookie', 'light-my-request/node_modules/cookie', 'content-disposition', '@fastify/static/node_modules/content-disposition', 'file-type', 'strtok3', 'token-types', '@tokenizer', 'uint8array-extras', 'https-proxy-agent', 'agent-base', 'proxy-agent-negotiate', 'kysely', 'openid-client', 'oauth4webapi', 'jose', 'canonicalize', ...reactRouter];

const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};
// react-router 8 (and its dependencies, cookie-es as .mjs) reads `import.meta.hot` (Vite's HMR, for its
// framework mode), which CommonJS cannot hold.
const swcReactRouter = { ...swc, jsc: { ...swc.jsc, transform: { ...swc.jsc.transform, optimizer: { globals: { vars: { 'import.meta.hot': 'undefined' } } } } } };

module.exports = {
  testEnvironment: 'node',
  transform: {
    [`/node_modules/(${reactRouter.join('|')})/.+\\.m?js$`]: ['@swc/jest', swcReactRouter],
    '^.+\\.(t|j)sx?$': ['@swc/jest', swc],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@biz/(contracts|catalog|server-kit|stripe-simulator|ui-kit)$': '<rootDir>/../$1/src/index.ts',
    '^@biz/contracts/testing$': '<rootDir>/../contracts/src/testing/index.ts',
    '^@biz/contracts/testing/pact$': '<rootDir>/../contracts/src/testing/pact-shapes.ts',
    '^@biz/server-kit/testing$': '<rootDir>/../server-kit/src/testing/index.ts',
    '^@biz/server-kit/without-nest$': '<rootDir>/../server-kit/src/without-nest.ts',
    '^@biz/stripe-simulator/testing$': '<rootDir>/../stripe-simulator/src/testing/stripe-simulator-server.ts',
    '^@biz/server-kit/testing/pact$': '<rootDir>/../server-kit/src/testing/job-pacts.ts',
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)', '<rootDir>/src/**/*.int-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/dist-server/', '\\.pact\\.spec\\.tsx?$'],
};
