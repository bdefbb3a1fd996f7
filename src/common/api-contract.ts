// The entities of docs/behaviour/3-entities.md as they travel on the wire (GET answers' `value`, POST payloads).
// Screens and stores import these too, so one change of shape is one change here.
// Fields the spec lists but a given answer may leave out are optional.

export type Platform = 'android' | 'PCWeb' | 'ios' | 'mobileWeb';
type ServiceDetailType = 'URL' | 'HTML';
export type TicketType = 'RESERCATION' | 'QUEUE' | 'PERIOD';
type FavouriteType = 'QUEUE' | 'RESERCATION' | (string & {});
/** The brief lists NOTBUSY, FULL, NOCOUNTER; the reference server adds NORMAL (pass) and CLOSED (docs/behaviour/3-entities.md (Queue info)). */
type QueueState = 'NORMAL' | 'NOTBUSY' | 'FULL' | 'NOCOUNTER' | 'CLOSED' | (string & {});
type DayKind = 'NORMAL' | 'HOLIDAY' | 'SPECIALDAY' | 'FULLDAY';
export type ParameterType = 'DATE' | 'BIRTHDAY' | 'IDNUMBER' | 'MOBILENUMBER' | 'GENDER' | 'OPTION' | 'NUMBER' | 'NAME';
/** 'Y' or 'N' on the wire; 'N' means a ticket cannot be taken (docs/behaviour/4-states.md). */
type Pass = 'Y' | 'N' | (string & {});

export interface Category {
  id: number | string;
  name: string;
  uiIcon?: string | null;
  uiColor?: string | null;
}

export interface Department {
  id: number | string;
  code: string;
  name: string;
  suspended: boolean;
  officeTel?: string | null;
  showHome: boolean;
  uiIcon?: string | null;
  /** null for a department outside any category ("other category"). */
  categoryId?: number | string | null;
}

export interface Location {
  id: number | string;
  name: string;
  uiName?: string | null;
  uiIcon?: string | null;
  suspended: boolean;
  remoteCounter: boolean;
  rcServiceLogin: boolean;
  longitude?: number | null;
  latitude?: number | null;
  address?: string | null;
  /** Opening time text. */
  description?: string | null;
  telephone?: string | null;
  depId?: number | string;
  depCode?: string;
}

export interface Service {
  id: number | string;
  name: string;
  /** May carry styling markup. */
  uiName?: string | null;
  uiColor?: string | null;
  uiIcon?: string | null;
  departmentNames?: string[];
  showServiceDetail: boolean;
  serviceDetailType?: ServiceDetailType | null;
  serviceDetailUrl?: string | null;
  serviceDetailHtml?: string | null;
  openReservationParameter: boolean;
  reservationRecommend: boolean;
  suspended: boolean;
  locations?: Location[];
  /** The public service code (search by service code). */
  code?: string;
  departmentId?: number | string;
  departmentCode?: string;
  serviceTypeId?: number | string;
}

export interface ServiceType {
  id: number | string;
  name: string;
  services?: Service[];
  departmentId?: number | string;
  uiColor?: string | null;
  fontColor?: string | null;
  fontSize?: number | null;
  fontBold?: boolean;
}

/** GET booking/service/hotServices: docs/behaviour/3-entities.md lists.hotServices. */
export interface HotServices {
  services: Service[];
  locations: Location[];
}

/** Live figures of a queue (counterInfo, waitingInfo, the ticket counter). */
export interface QueueCounter {
  waitCount: number;
  openCounter: number;
  notCheckInCount: number;
}

/** Queue info for the take-ticket flow. */
export interface QueueInfo extends QueueCounter {
  queueState?: QueueState;
  pass?: Pass;
  minCntToAlert?: number;
  maxCntToAlert?: number;
  status?: boolean;
  isOpen?: boolean;
  isOfficeTime?: boolean;
  /** Tickets issued today and the day's limit (reference server). */
  issued?: number;
  dailyLimit?: number;
}

export interface CheckIdCardFlags {
  checkIdCardReservation: boolean;
  checkIdCardTime: boolean;
  checkIdCardQueue: boolean;
}

/** GET booking/locationService/{serviceId}/{locationId}. */
export interface LocationServiceAnswer extends Partial<CheckIdCardFlags> {
  booking: { status: boolean; timeTicketStatus: boolean };
  /** The queue there; its live figures come from booking/counterInfo. */
  ticket: { status: boolean; isOfficeTime: boolean; pass: Pass; queueState: QueueState };
}

interface ParameterOption {
  value: string;
  /** The label in the request's language. */
  name?: string;
}

export interface ReservationParameter {
  id?: number | string;
  /** parameterN: the field name the value goes back under. */
  key?: `parameter${number}`;
  position?: number;
  parameterType: ParameterType;
  name: string;
  required?: boolean;
  value?: string | null;
  options?: ParameterOption[] | null;
  description?: string | null;
}

/** A parameter's value: text, or a mobile number with its area (MOBILENUMBER). */
export type ParameterValue = string | number | { mobArea: string; mobNum: string };

/** POST booking/checkParameter: serviceId, locationId and parameter1..n. */
export interface ParameterCheck {
  serviceId: number | string;
  locationId: number | string;
  [parameterN: `parameter${number}`]: ParameterValue | undefined;
}

/** What booking/checkParameter answers: the page to move on to, and the values as checked. */
export interface ParameterCheckAnswer {
  valid?: boolean;
  page?: string;
  parameters?: Array<{ parameterType: ParameterType; name: string; value: ParameterValue }>;
}

/** GET booking/date/…: dates are DD/MM/YYYY. */
export interface BookableDates {
  /** null when the offering has no booking window. */
  startDate: string | null;
  endDate: string | null;
  fullBookingDates: string[];
  periodTicketDate?: string | null;
  periodTicketDateState?: DayKind | null;
  publicHolidays: string[];
  systemPublicHolidays?: string[];
  specialWorkDates?: string[];
  specialWorkDays?: string[];
  systemSpecialWorkDates?: string[];
  /** Weekday numbers (0 = Sunday) on which the office is closed. */
  nonOffices: number[];
}

export interface TimeSlot {
  /** HH:mm */
  timeSlot: string;
  enabled: boolean;
}

export interface TimeData {
  style: 'dropDown' | 'list';
  totalTimeSlot: TimeSlot[];
}

export interface TimeQuery {
  locationId: number | string;
  serviceId: number | string;
  departmentId: number | string;
  /** DD/MM/YYYY */
  bookingDate: string;
  idCard?: string | null;
}

export interface RecommendQuery {
  locationId: number | string;
  serviceId: number | string;
  bookingDate: string;
  bookingTime: string;
}

interface RecommendedTime {
  time: string;
  isFull: boolean;
  otherLocationIds: Array<number | string>;
}

export interface RecommendedDate {
  /** DD/MM/YYYY */
  date: string;
  times: RecommendedTime[];
}

/** POST booking/webJetton, PUT booking/updateTicket (with id). */
export interface ReservationPayload {
  id?: number | string;
  departmentId: number | string;
  departmentCode: string;
  locationId: number | string;
  serviceId: number | string;
  bookingDate: string;
  bookingTime: string;
  identifyNo: string;
  contactType: 'phone' | 'P' | (string & {});
  mobNum: string;
  mobArea: string;
  contactEmail: string | null;
  otherContact: string | null;
  [parameterN: `parameter${number}`]: ParameterValue | undefined;
}

/** POST queue/requestQueueTicket. */
export interface QueueRequest {
  cntToAlert?: number | null;
  locationId: number | string;
  serviceId: number | string;
  messageCode?: string;
  mobArea: string;
  mobNum: string;
  identifyNo?: string;
}

interface JettonInfo {
  area?: string | null;
  subArea?: string | null;
  htmlText?: string | null;
}

/** WAITING and CALLED are active; TREATED and ABSENT are finished (docs/behaviour/2-screens.md (My tickets)); CANCELLED. */
export type TicketState = 'WAITING' | 'CALLED' | 'TREATED' | 'ABSENT' | 'CANCELLED' | (string & {});

/** A ticket's full detail (the success page): docs/behaviour/3-entities.md jettonDetail plus the names, place and figures it shows. */
export interface JettonDetail {
  id: number | string;
  uid?: string;
  jettonCode: string;
  qrcodeImg?: string | null;
  ticketType: TicketType;
  ticketState?: TicketState;
  /** DD/MM/YYYY; reservations only. */
  bookingDate?: string | null;
  /** HH:mm; reservations only. */
  bookingTime?: string | null;
  ticketDate?: string | null;
  mobArea?: string | null;
  mobNum?: string | null;
  identifyNo?: string | null;
  /** Set when the ticket is in the citizen's notes (memo). */
  businessCode?: string | null;
  cntToAlert?: number | null;
  serviceId?: number | string;
  locationId?: number | string;
  departmentId?: number | string | null;
  departmentCode?: string | null;
  serviceName?: string;
  locationName?: string;
  telephone?: string | null;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** Queue tickets only. */
  waitCount?: number | null;
  notCheckInCount?: number | null;
  openCounter?: number | null;
  jettonInfo?: JettonInfo | null;
}

export interface TicketSummary {
  id: number | string;
  uid?: string;
  jettonCode: string;
  bookingDate?: string | null;
  bookingTime?: string | null;
  ticketState: TicketState;
  ticketType?: TicketType;
  ticketDate?: string | null;
}

export interface TicketListEntry {
  ticket: TicketSummary;
  serviceId?: number | string;
  locationId?: number | string;
  serviceName: string;
  locationName: string;
  /** Active queue tickets only; null otherwise. */
  waitCount?: number | null;
  notCheckInCount?: number | null;
}

export interface TicketLists {
  queueTickets: TicketListEntry[];
  bookingTickets: TicketListEntry[];
}

export interface Favourite {
  id: number | string;
  serviceId: number | string;
  serviceName: string;
  uiServiceName?: string | null;
  locationId: number | string;
  locationName: string;
  uiLocationName?: string | null;
  type: FavouriteType;
  openReservationParameter?: boolean;
  reservationRecommend?: boolean;
  serviceDetailUrl?: string | null;
  serviceDetailType?: ServiceDetailType | null;
  serviceDetailHtml?: string | null;
  showServiceDetail?: boolean;
  mobNum?: string;
  /** Whether the service is still offered there (suspended or closed → false). */
  validity?: boolean;
}

/** favourite/checkService/{s}/{l} and favourite/check/{serviceId}. */
export interface FavouriteCheck {
  favourite: boolean;
  id: number | string | null;
  favourites: Favourite[];
}

export interface FavouriteAdd {
  mobNum: string;
  serviceId: number | string;
  locationId: number | string;
  type: FavouriteType;
  mobArea?: string;
}

export interface RecentlyUsed extends Favourite {
  validity: boolean;
  departmentId?: number | string;
  departmentCode?: string;
  usedAt?: string;
}

export interface MemoAnswer {
  businessCode: string;
  ticketId?: number | string;
}

export interface SearchRequest {
  euid?: string | null;
  keyword: string;
  record: boolean;
  remoteCounter: boolean;
}

export interface SearchResult {
  departments: Department[];
  services: Service[];
}

interface IdentityDoc {
  identityType: string;
  identityNo: string;
  nameCn?: string | null;
}

export interface Profile {
  euid: string;
  mobile?: string | null;
  identityNo?: string | null;
  birthday?: string | null;
  nameCn?: string | null;
  name?: string | null;
  identifyNo?: string | null;
  identityDocs?: IdentityDoc[];
  /** The environment label; the ribbon shows when it is not prod. */
  ribbonEnv?: string | null;
  /** 'oneAccount' or 'sms' (reference server). */
  kind?: string;
  mobArea?: string | null;
  mobNum?: string | null;
}

export interface AccessTokens {
  jwtToken: string;
  yiwangToken?: string;
}

export interface Counts {
  depSize: number;
  serSize: number;
}

export interface Guide {
  id: number | string;
  title: string;
  imageUrl: string;
  linkUrl?: string | null;
}

/** GET booking/remoteCounterflag/{locationId}. */
export interface RemoteCounterFlag {
  remoteCounter: boolean;
  rcServiceLogin: boolean;
}

export interface PrivacyClause {
  id?: number | string;
  /** HTML. */
  content: string;
  updatedAt?: string;
}

export interface RegisterTicketRequest {
  mobArea: string;
  mobNum: string;
  qrcodeContent: string;
}

/** Query of the remote-counter aware reads (departments, counts, ticket lists, history). */
export interface RemoteQuery {
  remoteCounter?: boolean;
  euid?: string | null;
}

export interface PageQuery extends RemoteQuery {
  page?: number;
  size?: number;
}
