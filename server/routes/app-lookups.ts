import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';

export function appLookupRoutes(app: Hono<AppEnv>, deps: AppDeps) {
  void app;
  void deps;
}
