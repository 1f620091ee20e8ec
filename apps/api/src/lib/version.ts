/** Set by build.mjs: apps/api's package.json version and the commit built (`0.1.0+abc1234`). */
declare const __WALIYY_VERSION__: string | undefined;

/** APP_VERSION when set, else what the build wrote in, else 'dev' (the source tree). */
export function appVersion(configured?: string): string {
  if (configured) return configured;
  return typeof __WALIYY_VERSION__ === 'string' ? __WALIYY_VERSION__ : 'dev';
}
