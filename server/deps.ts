// What every area of the API receives (its sub-app is made from them): the database, the clock,
// the settings and the SMS sender chosen from them, plus the Hono context variables (request language, signed-in citizen).
import type { Lang } from '../src/common/languages.ts';
import type { SmsSender } from './auth/sms-sender.ts';
import type { Citizen } from './auth/token.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/types.ts';

export interface AppDeps {
  db: Db;
  clock: Clock;
  config: Config;
  /** Where codes' SMS go (server/auth/sms-sender.ts); none: no SMS can be sent (503). */
  smsSender: SmsSender | undefined;
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

/** After requireCitizen (server/auth/middleware.ts): the citizen is present. */
export interface SignedIn extends AppEnv {
  Variables: AppEnv['Variables'] & { citizen: Citizen };
}
