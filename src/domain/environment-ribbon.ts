// docs/behaviour/6-roles.md (Environment ribbon): "The environment ribbon shows only outside production." The profile's ribbonEnv
// names the environment (docs/behaviour/3-entities.md); the ribbon shows it unless it names production or is missing.
// @chunk element-body: the home, About and the login flow ask it (docs/build.md).

const PRODUCTION = new Set(['prod', 'production', 'prd', 'pro']);

/** The label to show on the ribbon, or null when no ribbon belongs on the page. */
export function ribbonEnvironment(ribbonEnv: string | null | undefined): string | null {
  const value = (ribbonEnv ?? '').trim();
  if (value === '' || PRODUCTION.has(value.toLowerCase())) return null;
  return value.toUpperCase();
}

/** Production, as the ribbon reads it: named so, or not named at all. */
export function isProduction(ribbonEnv: string | null | undefined): boolean {
  return ribbonEnvironment(ribbonEnv) === null;
}
