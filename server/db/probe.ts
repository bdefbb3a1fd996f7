// Whether the database answers at all, for the readiness probe: a SELECT 1 within a time limit.
import type { Db } from './types.ts';

export async function databaseAnswers(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([db.query('SELECT 1').then(() => true, () => false), late]);
  } finally {
    clearTimeout(timer);
  }
}
