import passport from 'passport';
import { AppStrategy } from './app-strategy';

/** Passport's own lookup of a strategy by name (what `AuthGuard(name)` authenticates with). */
const standing = (name: string) => (passport as unknown as { _strategy(name: string): unknown })._strategy(name);

class Proves extends AppStrategy('app-strategy-spec') {
  constructor(readonly app: string) {
    super();
  }
  validate() {
    return this.app;
  }
}

it("stands for the latest app still running: a closed app's strategy gives way to the one registered before it", () => {
  const first = new Proves('first');
  const second = new Proves('second');
  expect(standing('app-strategy-spec')).toBe(second);
  second.onModuleDestroy();
  expect(standing('app-strategy-spec')).toBe(first);
  const third = new Proves('third');
  first.onModuleDestroy();
  expect(standing('app-strategy-spec')).toBe(third);
  third.onModuleDestroy();
  expect(standing('app-strategy-spec')).toBeUndefined();
});
