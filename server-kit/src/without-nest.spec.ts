import type * as WithoutNest from './without-nest';
// The worker's entry into server-kit must stay free of what the package root loads for the services.
const serviceOnly = ['@nestjs/common', '@nestjs/core', '@nestjs/platform-fastify', 'pg', 'kysely', 'fastify'];

describe('@biz/server-kit/without-nest', () => {
  it('loads neither Nest, pg, Kysely nor fastify', async () => {
    const loaded: string[] = [];
    await jest.isolateModulesAsync(async () => {
      for (const name of serviceOnly) {
        jest.doMock(name, () => {
          loaded.push(name);
          return jest.requireActual(name);
        });
      }
      const entry = jest.requireActual<typeof WithoutNest>('./without-nest');
      expect(typeof entry.startWorker).toBe('function');
    });
    expect(loaded).toEqual([]);
  });
});
