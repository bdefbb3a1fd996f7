// The entity shapes the booking state holds (SPEC.md §3), taken from the API's wire types so a
// change of shape is one change in src/common/api-contract.ts; plus the client-only pieces.
export type { Department, JettonDetail, Location, Service, ServiceType } from '../common/api-contract.ts';

/** Identity and mobile live here in memory only: never written to any browser storage (§6). */
export interface BookingUserInfo {
  euid: string | null;
  identifyNo: string;
  mobNum: string;
  mobArea: string;
  name: string;
}

/** 0 by service type, 1 by location (§2 Department page). */
export type SelectedTab = 0 | 1;
