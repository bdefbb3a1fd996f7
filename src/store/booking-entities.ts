// The entity shapes the booking state holds (docs/behaviour/3-entities.md), taken from the API's wire types so a
// change of shape is one change in src/common/api-contract.ts; plus the client-only pieces.
export type { Department, JettonDetail, Location, Service, ServiceType } from '../common/api-contract.ts';

/** Identity and mobile live here in memory only: never written to any browser storage (docs/behaviour/6-roles.md). */
export interface BookingUserInfo {
  euid: string | null;
  identifyNo: string;
  mobNum: string;
  mobArea: string;
  name: string;
}

/** 0 by service type, 1 by location (docs/behaviour/2-screens.md Department page). */
export type SelectedTab = 0 | 1;
