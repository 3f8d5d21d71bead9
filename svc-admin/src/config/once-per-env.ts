import type { DynamicModule } from '@nestjs/common';
import type { AdminEnv } from './env';

/**
 * A configured module's `forRoot`, built once per env: Nest tells dynamic modules apart by reference, so
 * every module importing `X.forRoot(env)` then shares one instance of X's providers. Later calls with the
 * same env get the first build (its other arguments, such as a test's clock, come from that call).
 */
export function oncePerEnv<A extends unknown[]>(build: (env: AdminEnv, ...rest: A) => DynamicModule): (env: AdminEnv, ...rest: A) => DynamicModule {
  const built = new WeakMap<AdminEnv, DynamicModule>();
  return (env, ...rest) => {
    const module = built.get(env) ?? build(env, ...rest);
    built.set(env, module);
    return module;
  };
}
