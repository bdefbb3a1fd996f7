// docs/behaviour/2-screens.md (Home): which tiles and figures the home page shows. Pure, so the page only renders
// what these say; a gray test (showGrayTestFunc) may keep the remote-counter tile from citizens
// outside its whitelist.
import type { Counts, Department } from '../common/api-contract.ts';
import { isProduction } from './environment-ribbon.ts';

/** docs/behaviour/2-screens.md, docs/behaviour/9-constants.md: pressing and holding the home search bar's icon this long opens the hidden About page. */
export const HIDDEN_ABOUT_HOLD_MS = 12_000;

/** The footer's contact line: the administration's public enquiry line. */
export const CONTACT_PHONE = '2833 3000';

/** One tile per department flagged showHome, in the server's order. */
export function homeDepartments(departments: readonly Department[]): Department[] {
  return departments.filter((department) => department.showHome);
}

/**
 * Shown when some department is not flagged showHome, unless the gray-test answer says to hide it
 * (showGrayTestFunc false). Not yet answered does not hide it: only the flag's "no" does.
 */
export function showRemoteCounterTile(departments: readonly Department[], showGrayTestFunc: boolean | null | undefined): boolean {
  return showGrayTestFunc !== false && departments.some((department) => !department.showHome);
}

/** My tickets' badge: shown only above zero. */
export function showCountBadge(count: number | null | undefined): boolean {
  return typeof count === 'number' && Number.isFinite(count) && count > 0;
}

/** The department and service count: production only, once the counts are there. */
export function showDepartmentCount(ribbonEnv: string | null | undefined, counts: Counts | null | undefined): boolean {
  return isProduction(ribbonEnv) && counts != null;
}
