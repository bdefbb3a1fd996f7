import type { Queryable } from '../db/types.ts';
export async function seedCatalogue(db: Queryable): Promise<void> {
  void db;
}
