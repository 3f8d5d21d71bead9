import { DependencyUnavailable, dependencyFailureOf } from './dependency-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a dependency failure', () => {
  it.each([
    ['pg-pool waiting past the connect deadline', new Error('timeout exceeded when trying to connect')],
    ['a connection that died mid-query', new Error('Connection terminated unexpectedly')],
    ['a query past the query deadline', new Error('Query read timeout')],
    ['a server shutting down (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300')],
  ])('is postgres for %s', (_case, error) => {
    expect(dependencyFailureOf(error)).toMatchObject({ dependency: 'postgres' });
  });

  it.each([
    ['the offline queue being off', new Error("Stream isn't writeable and enableOfflineQueue options is false")],
    ['a command past its deadline', new Error('Command timed out')],
    ['a closed connection', new Error('Connection is closed.')],
    ['the retry limit', Object.assign(new Error('Reached the max retries per request limit (which is 0).'), { name: 'MaxRetriesPerRequestError' })],
  ])('is redis for %s', (_case, error) => {
    expect(dependencyFailureOf(error)).toMatchObject({ dependency: 'redis' });
  });

  it('is found in a cause chain and in an AggregateError (a refused connect to every address of a host)', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    expect(dependencyFailureOf(new AggregateError([refused, refused]))).toEqual({ dependency: 'network', reason: 'connect ECONNREFUSED 127.0.0.1:5432' });
    expect(dependencyFailureOf(new Error('Job x failed', { cause: new Error('Command timed out') }))).toMatchObject({ dependency: 'redis' });
  });

  it('is what our own code says is down', () => {
    expect(dependencyFailureOf(new DependencyUnavailable('redis', 'queue connection is reconnecting'))).toEqual({
      dependency: 'redis',
      reason: 'redis is unavailable: queue connection is reconnecting',
    });
  });

  it.each([
    ['a constraint violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "SELEC"', '42601')],
    ['a Redis error reply', new Error('WRONGTYPE Operation against a key holding the wrong kind of value')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something not an error', 'a thrown string'],
  ])('is not %s', (_case, error) => {
    expect(dependencyFailureOf(error)).toBeUndefined();
  });
});
