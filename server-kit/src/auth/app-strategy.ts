import type { OnModuleDestroy } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import passport from 'passport';
import { Strategy } from 'passport-custom';

/** The strategies registered under each name whose apps still run, the latest last. */
const living = new Map<string, passport.Strategy[]>();

/**
 * `PassportStrategy` on passport-custom (the request in, the proven user out) for a strategy that holds its
 * app's services: a session store, a sign-in service. Passport keeps one strategy per name per process, the
 * last one registered. Production runs one app per process, but the tests run several in one, nested or one
 * after another: when an app closes, the strategy of the app registered before it stands again, not the
 * closed app's (whose Redis and pool have ended).
 */
export function AppStrategy(name: string) {
  abstract class StrategyOfApp extends PassportStrategy(Strategy, name) implements OnModuleDestroy {
    constructor() {
      super();
      living.set(name, [...(living.get(name) ?? []), this]);
    }

    onModuleDestroy(): void {
      const others = (living.get(name) ?? []).filter((strategy) => strategy !== this);
      living.set(name, others);
      const standing = others.at(-1);
      if (standing) passport.use(name, standing);
      else passport.unuse(name);
    }
  }
  return StrategyOfApp;
}
