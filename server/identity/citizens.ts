// Citizens: one-account users (from the provider, with their identity documents) and citizens
// known only by an SMS-verified mobile number.
import type { Db, Queryable } from '../db/types.ts';
import { fullNumber, type Phone } from '../http/input.ts';

const SMS_EUID_PREFIX = 'sms:';

/** The euid of a citizen known only by an SMS-verified mobile number. */
export const smsEuid = (p: Phone) => `${SMS_EUID_PREFIX}${fullNumber(p)}`;

export const isSmsEuid = (euid: string) => euid.startsWith(SMS_EUID_PREFIX);

/** Records a citizen verified by SMS (once) and answers the euid. */
export async function ensureSmsCitizen(db: Queryable, phone: Phone): Promise<string> {
  const euid = smsEuid(phone);
  await db.query(
    `INSERT INTO citizens (euid, kind, mob_area, mob_num) VALUES ($1, 'sms', $2, $3) ON CONFLICT (euid) DO NOTHING`,
    [euid, phone.mobArea, phone.mobNum],
  );
  return euid;
}

/** A citizen's mobile as the citizen record has it. */
export async function citizenPhone(db: Queryable, euid: string): Promise<Phone | undefined> {
  const [row] = await db.query<Phone>(`SELECT mob_area AS "mobArea", mob_num AS "mobNum" FROM citizens WHERE euid = $1`, [euid]);
  return row;
}

export interface IdentityDoc {
  identityType: string;
  identityNo: string;
  nameCn: string;
}

/** Identity documents of types '15' and '14' are preferred, else the first (docs/behaviour/3-entities.md). */
export function preferredDoc<T extends { identityType: string }>(docs: T[]): T | undefined {
  return docs.find((d) => d.identityType === '15') ?? docs.find((d) => d.identityType === '14') ?? docs[0];
}

/** What the profile shows: the citizen record (if any) and the identity documents in order. */
export async function citizenProfile(db: Queryable, euid: string) {
  const [row] = await db.query<{ name: string; nameCn: string; birthday: string | null; mobArea: string; mobNum: string }>(
    `SELECT name, name_cn AS "nameCn", birthday, mob_area AS "mobArea", mob_num AS "mobNum" FROM citizens WHERE euid = $1`,
    [euid],
  );
  const docs = await db.query<IdentityDoc>(
    `SELECT identity_type AS "identityType", identity_no AS "identityNo", name_cn AS "nameCn" FROM identity_docs
      WHERE euid = $1 ORDER BY position, id`,
    [euid],
  );
  return { citizen: row, docs };
}

export interface OneAccountCitizen {
  euid: string;
  name: string;
  nameCn: string;
  mobArea: string;
  mobNum: string;
}

/** The one-account citizens (the development sign-on page lists them). */
export async function oneAccountCitizens(db: Queryable): Promise<OneAccountCitizen[]> {
  return db.query<OneAccountCitizen>(
    `SELECT euid, name, name_cn AS "nameCn", mob_area AS "mobArea", mob_num AS "mobNum" FROM citizens
      WHERE kind = 'oneAccount' ORDER BY euid`,
  );
}

export async function isOneAccountCitizen(db: Queryable, euid: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM citizens WHERE euid = $1 AND kind = 'oneAccount'`, [euid]);
  return rows.length > 0;
}

/** A one-account citizen as an OpenID Connect provider describes them (server/identity/provider-citizen.ts). */
export interface ProviderCitizen {
  euid: string;
  phone: Phone;
  /** null: the provider named none (what the citizen record holds stays). */
  name: string | null;
  nameCn: string | null;
  /** YYYY-MM-DD, or null. */
  birthday: string | null;
  doc: IdentityDoc | null;
}

/**
 * Records the citizen an OpenID Connect provider described (server/identity/provider-citizen.ts):
 * created at the first login, brought up to date at each one after (a field the provider did not
 * name keeps its value). The provider's identity document replaces those held. False when the
 * euid belongs to a citizen who is not a one-account one (nothing changed).
 */
export async function saveProviderCitizen(db: Db, citizen: ProviderCitizen): Promise<boolean> {
  const { euid, phone, name, nameCn, birthday, doc } = citizen;
  return db.transaction(async (tx) => {
    const saved = await tx.query(
      `INSERT INTO citizens (euid, kind, mob_area, mob_num, name, name_cn, birthday)
       VALUES ($1, 'oneAccount', $2, $3, COALESCE($4, ''), COALESCE($5, ''), $6)
       ON CONFLICT (euid) DO UPDATE SET mob_area = EXCLUDED.mob_area, mob_num = EXCLUDED.mob_num,
         name = COALESCE($4, citizens.name), name_cn = COALESCE($5, citizens.name_cn), birthday = COALESCE($6, citizens.birthday)
       WHERE citizens.kind = 'oneAccount'
       RETURNING euid`,
      [euid, phone.mobArea, phone.mobNum, name, nameCn, birthday],
    );
    if (saved.length === 0) return false;
    if (doc) {
      await tx.query(`DELETE FROM identity_docs WHERE euid = $1`, [euid]);
      await tx.query(`INSERT INTO identity_docs (euid, identity_type, identity_no, name_cn, position) VALUES ($1, $2, $3, $4, 0)`, [
        euid, doc.identityType, doc.identityNo, doc.nameCn,
      ]);
    }
    return true;
  });
}
