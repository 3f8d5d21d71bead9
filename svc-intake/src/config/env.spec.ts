import { loadIntakeEnv, suggestionsFromOf } from './env';

describe('where suggestions come from', () => {
  it.each([
    [{}, 'catalog'],
    [{ OPENAI_API_KEY: 'sk-test' }, 'worker'],
    [{ OPENAI_API_KEY: 'sk-test', SUGGESTIONS_FROM: 'catalog' }, 'catalog'],
    [{ SUGGESTIONS_FROM: 'worker' }, 'worker'],
  ])('%j → %s', (env, expected) => {
    expect(suggestionsFromOf(loadIntakeEnv(env))).toBe(expected);
  });

  it('refuses an unknown source at boot', () => {
    expect(() => loadIntakeEnv({ SUGGESTIONS_FROM: 'oracle' })).toThrow(/SUGGESTIONS_FROM/);
  });
});
