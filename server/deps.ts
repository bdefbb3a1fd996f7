// What every route module receives: the database, the clock, the settings and the
// message helper, plus the Hono context variables (request language, signed-in citizen).
import type { Lang } from '../src/common/languages.ts';
import type { Citizen } from './auth/token.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/types.ts';
import type { MessageKey } from './i18n/messages.ts';

export interface AppDeps {
  db: Db;
  clock: Clock;
  config: Config;
  t(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string;
  /** True once the server is shutting down: new requests and readiness answer 503. */
  stopping(): boolean;
}

export interface AppEnv {
  Variables: {
    lang: Lang;
    /** Set by server/auth/middleware.ts when the request carries a valid token. */
    citizen: Citizen | undefined;
  };
}
