// The API contract's answers, call by call (docs/behaviour/7-api.md for the calls,
// docs/behaviour/3-entities.md for the fields): what a backend that follows the contract sends,
// and nothing more. The strict-contract mode (API_CONTRACT=strict, ./strict-contract.ts) trims
// every answer to these lists, and server/contract/strict-contract.test.ts checks each call's
// answer against them, so a widget tested here works against any backend that follows the
// contract. A field the reference server adds beyond these is an extension: the widgets may use
// it only where they do without it.
//
// Where the contract names an answer's fields, they are listed here as it names them. Where it
// names a call but not its answer's fields, the answer is the entity the screen that calls it
// shows (each such call says which). A few identifiers the contract's entities leave out are
// listed as well, each with the call that needs it: without them the contract's own calls could
// not be made (a ticket's id for its detail, a ticket's service and location for changing it).

/** 'always': the contract says the field is there (it may be null); 'maybe': it may be left out. */
type Presence = 'always' | 'maybe';

/** A nested object (or list of objects) with its own fields. */
interface Nested {
  readonly fields: Shape;
  readonly presence: Presence;
}

export type Field = Presence | Nested;

export interface Shape {
  readonly [field: string]: Field;
}

/**
 * What a call answers in `value`: an object (or a list of objects) of this shape, or 'scalars'
 * (a list of plain values: the search history's keywords), or 'empty' (no value).
 */
export type Answer = Shape | 'scalars' | 'empty';

export interface ContractCall {
  /** The call's name in docs/behaviour/7-api.md. */
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under the API base, with {placeholders} as the contract writes them. */
  readonly path: string;
  readonly answer: Answer;
}

const nested = (fields: Shape, presence: Presence = 'always'): Nested => ({ fields, presence });

const category: Shape = { id: 'always', name: 'always', uiIcon: 'maybe', uiColor: 'maybe' };

const department: Shape = {
  id: 'always', code: 'always', name: 'always', suspended: 'always', officeTel: 'maybe', showHome: 'always', uiIcon: 'maybe',
};

const location: Shape = {
  id: 'always', name: 'always', uiName: 'maybe', uiIcon: 'maybe', suspended: 'always', remoteCounter: 'always', rcServiceLogin: 'always',
  longitude: 'maybe', latitude: 'maybe', address: 'maybe', description: 'maybe', telephone: 'maybe', depId: 'maybe', depCode: 'maybe',
};

const service: Shape = {
  id: 'always', name: 'always', uiName: 'maybe', uiColor: 'maybe', uiIcon: 'maybe', departmentNames: 'maybe',
  showServiceDetail: 'always', serviceDetailType: 'maybe', serviceDetailUrl: 'maybe', serviceDetailHtml: 'maybe',
  openReservationParameter: 'always', reservationRecommend: 'always', suspended: 'always',
  locations: nested(location, 'maybe'),
};

/** "Service type: id, name, services, colours and font settings." */
const serviceType: Shape = {
  id: 'always', name: 'always', services: nested(service, 'maybe'),
  uiColor: 'maybe', fontColor: 'maybe', fontSize: 'maybe', fontBold: 'maybe',
};

const queueCounter: Shape = { waitCount: 'always', openCounter: 'always', notCheckInCount: 'always' };

/** Queue info with what the take-ticket flow reads (getServiceConter is its one source). */
const queueInfo: Shape = {
  ...queueCounter,
  queueState: 'maybe', pass: 'maybe', minCntToAlert: 'maybe', maxCntToAlert: 'maybe', status: 'maybe', isOpen: 'maybe', isOfficeTime: 'maybe',
};

/**
 * Ticket detail (jettonDetail), the answer of every call that issues or shows a ticket. Beside the
 * contract's fields: the service, location and department and the identity number and mobile
 * area, which PUT booking/updateTicket sends back when a reservation is changed (the edit form is
 * "prefilled from an existing ticket (date, time, identity number, mobile number and area)"), and
 * the ticket's state, which the ticket list gives too (a finished ticket cannot be cancelled).
 */
const jettonDetail: Shape = {
  id: 'always', uid: 'maybe', jettonCode: 'always', qrcodeImg: 'maybe', ticketType: 'always',
  bookingDate: 'maybe', bookingTime: 'maybe', ticketDate: 'maybe', mobNum: 'maybe', businessCode: 'maybe',
  jettonInfo: nested({ area: 'maybe', subArea: 'maybe', htmlText: 'maybe' }, 'maybe'),
  serviceId: 'maybe', locationId: 'maybe', departmentId: 'maybe', departmentCode: 'maybe', identifyNo: 'maybe', mobArea: 'maybe',
  ticketState: 'maybe',
};

/** A ticket list entry; the ticket's id is the one GET favourite/tickets/{id} needs. */
const ticketListEntry: Shape = {
  ticket: nested({ id: 'always', uid: 'maybe', jettonCode: 'always', bookingDate: 'maybe', bookingTime: 'maybe', ticketState: 'always' }),
  serviceName: 'always', locationName: 'always', waitCount: 'maybe', notCheckInCount: 'maybe',
};

const favourite: Shape = {
  id: 'always', serviceId: 'always', serviceName: 'always', uiServiceName: 'maybe', locationId: 'always', locationName: 'always',
  uiLocationName: 'maybe', type: 'always', openReservationParameter: 'maybe', reservationRecommend: 'maybe',
  serviceDetailUrl: 'maybe', serviceDetailType: 'maybe', serviceDetailHtml: 'maybe', showServiceDetail: 'maybe',
};

const recentlyUsed: Shape = { ...favourite, validity: 'always', departmentId: 'maybe', departmentCode: 'maybe' };

/** "Parameter: parameterType, name, value, options, description"; its position names the parameterN it is sent back as. */
const parameter: Shape = {
  parameterType: 'always', name: 'always', value: 'maybe', options: nested({ value: 'always', name: 'maybe' }, 'maybe'), description: 'maybe',
  key: 'maybe', position: 'maybe', required: 'maybe',
};

const bookableDates: Shape = {
  startDate: 'always', endDate: 'always', fullBookingDates: 'always', periodTicketDate: 'maybe', periodTicketDateState: 'maybe',
  publicHolidays: 'always', systemPublicHolidays: 'maybe', specialWorkDates: 'maybe', specialWorkDays: 'maybe',
  systemSpecialWorkDates: 'maybe', nonOffices: 'always',
};

const searchResult: Shape = { departments: nested(department), services: nested(service) };

const profile: Shape = {
  euid: 'always', mobile: 'maybe', identityNo: 'maybe', birthday: 'maybe', nameCn: 'maybe', name: 'maybe', identifyNo: 'maybe',
  identityDocs: nested({ identityType: 'always', identityNo: 'always', nameCn: 'maybe' }, 'maybe'), ribbonEnv: 'maybe',
};

/** Favourite checks: the contract names the calls only; the answer says whether it is one, and which. */
const favouriteCheck: Shape = { favourite: 'always', id: 'always', favourites: nested(favourite) };

export const CONTRACT_CALLS: readonly ContractCall[] = [
  // Booking and catalogue
  { name: 'grayTestWhitelist', method: 'GET', path: 'booking/grayTestWhitelist', answer: 'scalars' },
  { name: 'showGrayTestFunc', method: 'POST', path: 'booking/showGrayTestFunc', answer: { showGrayTestFunc: 'always' } },
  { name: 'getDepAndServiceCount', method: 'GET', path: 'booking/count', answer: { depSize: 'always', serSize: 'always' } },
  { name: 'categories', method: 'GET', path: 'booking/categories', answer: category },
  { name: 'departments of a category', method: 'GET', path: 'booking/departments/{categoryId}', answer: department },
  { name: 'departments', method: 'GET', path: 'booking/departments', answer: department },
  { name: 'otherCategories', method: 'GET', path: 'booking/otherCategories', answer: department },
  { name: 'serviceTypes', method: 'GET', path: 'booking/serviceTypes/{id}', answer: serviceType },
  { name: 'location', method: 'GET', path: 'booking/location/{id}', answer: location },
  { name: 'locations of a department', method: 'GET', path: 'booking/locations/department/{id}', answer: location },
  { name: 'locations of a service', method: 'GET', path: 'booking/locations/{serviceId}', answer: location },
  {
    name: 'locationService', method: 'GET', path: 'booking/locationService/{serviceId}/{locationId}',
    answer: {
      booking: nested({ status: 'always', timeTicketStatus: 'always' }),
      ticket: nested({ status: 'always', isOfficeTime: 'always', pass: 'always', queueState: 'always' }),
      checkIdCardReservation: 'maybe', checkIdCardTime: 'maybe', checkIdCardQueue: 'maybe',
    },
  },
  { name: 'reservationParameters', method: 'GET', path: 'booking/reservationParameters/{serviceId}', answer: parameter },
  { name: 'date', method: 'GET', path: 'booking/date/{locationId}/{serviceId}/{departmentId}', answer: bookableDates },
  { name: 'date with id card', method: 'GET', path: 'booking/date/{locationId}/{serviceId}/{idCard}/{departmentId}', answer: bookableDates },
  {
    name: 'time', method: 'POST', path: 'booking/time',
    answer: { style: 'always', totalTimeSlot: nested({ timeSlot: 'always', enabled: 'always' }) },
  },
  { name: 'webJetton', method: 'POST', path: 'booking/webJetton', answer: jettonDetail },
  { name: 'updateTicket', method: 'PUT', path: 'booking/updateTicket', answer: jettonDetail },
  { name: 'requestQueueTicket', method: 'POST', path: 'queue/requestQueueTicket', answer: jettonDetail },
  {
    name: 'checkParameter', method: 'POST', path: 'booking/checkParameter',
    // "Next checks the parameters with the server and moves on to the page it names."
    answer: { valid: 'maybe', page: 'always', parameters: nested({ parameterType: 'always', name: 'always', value: 'maybe' }, 'maybe') },
  },
  { name: 'gethotServices', method: 'GET', path: 'booking/service/hotServices', answer: { services: nested(service), locations: nested(location) } },
  { name: 'getServiceConter', method: 'GET', path: 'booking/counterInfo/{a}/{b}', answer: queueInfo },
  { name: 'waitingInfo', method: 'GET', path: 'booking/waitingInfo/{id}', answer: queueCounter },
  { name: 'registerTicket', method: 'POST', path: 'booking/registerTicket', answer: jettonDetail },
  {
    name: 'recommendTimes', method: 'POST', path: 'booking/recommendTimes',
    answer: { date: 'always', times: nested({ time: 'always', isFull: 'always', otherLocationIds: 'always' }) },
  },
  // The finder's carousel of guide images; the contract names the call only.
  { name: 'guides', method: 'GET', path: 'booking/guides', answer: { id: 'always', title: 'maybe', imageUrl: 'always', linkUrl: 'maybe' } },
  { name: 'service by id', method: 'GET', path: 'booking/service/id/{id}', answer: service },
  // The location's remote-counter flags (the Location entity's own names).
  { name: 'remoteCounterflag', method: 'GET', path: 'booking/remoteCounterflag/{x}', answer: { remoteCounter: 'always', rcServiceLogin: 'always' } },

  // Favourites, tickets, history
  { name: 'ticket detail', method: 'GET', path: 'favourite/tickets/{id}', answer: jettonDetail },
  { name: 'getTicketsServices', method: 'GET', path: 'favourite/tickets', answer: { queueTickets: nested(ticketListEntry), bookingTickets: nested(ticketListEntry) } },
  { name: 'favourites', method: 'GET', path: 'favourite/services', answer: favourite },
  { name: 'favourite add', method: 'POST', path: 'favourite', answer: favourite },
  { name: 'favourite delete', method: 'DELETE', path: 'favourite/{id}', answer: 'empty' },
  { name: 'favourite', method: 'GET', path: 'favourite/{id}', answer: favourite },
  { name: 'delete ticket by id', method: 'DELETE', path: 'favourite/tickets/{id}', answer: 'empty' },
  { name: 'checkService', method: 'GET', path: 'favourite/checkService/{a}/{b}', answer: favouriteCheck },
  { name: 'check', method: 'GET', path: 'favourite/check/{id}', answer: favouriteCheck },
  { name: 'memo add', method: 'POST', path: 'favourite/memo', answer: { businessCode: 'always' } },
  { name: 'memo delete', method: 'DELETE', path: 'favourite/memo/{id}', answer: 'empty' },
  { name: 'getTicketCount', method: 'GET', path: 'ticket/count', answer: { count: 'always' } },
  { name: 'recently used', method: 'GET', path: 'history/services', answer: recentlyUsed },

  // Search, verification, login, app lookups
  { name: 'recommend', method: 'GET', path: 'appms/services/recommend', answer: service },
  { name: 'keyword', method: 'GET', path: 'appms/services/keyword/{keyword}', answer: searchResult },
  { name: 'postKeyword', method: 'POST', path: 'appms/services/keyword', answer: searchResult },
  { name: 'getSearchRecords', method: 'POST', path: 'appms/getSearchRecords', answer: 'scalars' },
  { name: 'deleteSearchRecords', method: 'DELETE', path: 'appms/searchRecord', answer: 'empty' },
  { name: 'getServiceByServiceCode', method: 'GET', path: 'appms/services/publicService/{code}', answer: service },
  { name: 'validSMS', method: 'POST', path: 'valid', answer: { jwt: 'always' } },
  // "sends an SMS code": the contract names no answer fields.
  { name: 'verificationCode', method: 'GET', path: 'verificationCode/{n}', answer: {} },
  { name: 'getAccessToken', method: 'POST', path: 'getAccessToken', answer: { jwtToken: 'always', yiwangToken: 'maybe' } },
  { name: 'getProfile', method: 'GET', path: 'profile-info', answer: profile },
  { name: 'getAppLocation', method: 'GET', path: 'app/location/{id}', answer: serviceType },
  { name: 'locations of a service (app)', method: 'GET', path: 'app/location/service/{serviceId}', answer: location },
  { name: 'locations of a service in a department (app)', method: 'GET', path: 'app/location/service/{serviceId}/{depId}', answer: location },
  { name: 'getAppService', method: 'GET', path: 'app/service/{id}', answer: service },
  { name: 'getAppService at a location', method: 'GET', path: 'app/service/{id}/{locationId}', answer: service },
  { name: 'services of a service type (app)', method: 'GET', path: 'app/serviceType/{id}', answer: service },
  { name: 'services of a service type at a location (app)', method: 'GET', path: 'app/serviceType/{id}/{locationId}', answer: service },
  { name: 'checkConsent', method: 'GET', path: 'app/checkConsent/{account}/{deviceId}', answer: { show: 'always' } },
  { name: 'consent', method: 'POST', path: 'app/consent', answer: { show: 'maybe' } },
  { name: 'privacyClause', method: 'GET', path: 'app/privacyClause/{id}', answer: { content: 'always' } },
];

/** The contract call a request is, by method and path under the API base; undefined when it is none. */
export function contractCallOf(method: string, apiPath: string): ContractCall | undefined {
  const segments = apiPath.replace(/^\/+|\/+$/g, '').split('/');
  const matches = CONTRACT_CALLS.filter((call) => call.method === method && sameShape(call.path.split('/'), segments));
  // A literal segment beats a placeholder (booking/locations/department/{id} over booking/locations/{serviceId}).
  return matches.sort((a, b) => literals(b.path) - literals(a.path))[0];
}

const isPlaceholder = (segment: string) => segment.startsWith('{');
const literals = (path: string) => path.split('/').filter((s) => !isPlaceholder(s)).length;

function sameShape(pattern: string[], segments: string[]): boolean {
  return pattern.length === segments.length && pattern.every((p, i) => isPlaceholder(p) ? segments[i] !== '' : p === segments[i]);
}
