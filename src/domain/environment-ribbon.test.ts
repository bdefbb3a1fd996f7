import { describe, expect, it } from 'vitest';
import { ribbonEnvironment } from './environment-ribbon.ts';

describe('environment ribbon (docs/behaviour/6-roles.md (Environment ribbon) "shows only outside production")', () => {
  it.each([
    ['ribbonEnv "uat" → ribbon "UAT"', 'uat', 'UAT'],
    ['ribbonEnv "dev" → ribbon "DEV"', 'dev', 'DEV'],
    ['ribbonEnv " sit " → ribbon "SIT"', ' sit ', 'SIT'],
    ['ribbonEnv "prod" → no ribbon', 'prod', null],
    ['ribbonEnv "PROD" → no ribbon', 'PROD', null],
    ['ribbonEnv "production" → no ribbon', 'production', null],
    ['ribbonEnv "" → no ribbon', '', null],
    ['no profile → no ribbon', undefined, null],
  ])('%s', (_name, env, label) => {
    expect(ribbonEnvironment(env)).toBe(label);
  });
});
