// What a booking sends (docs/behaviour/3-entities.md (Reservation payload), docs/behaviour/7-api.md webJetton / updateTicket /
// checkParameter): the choice made on the reserve form, the citizen's contact by phone, and the
// service's parameters as parameter1..n in the service's order.
import type {
  Department,
  Location,
  ParameterCheck,
  ParameterValue,
  ReservationParameter,
  ReservationPayload,
  Service,
} from '../common/api-contract.ts';
import { stripWhitespace } from '../common/phone.ts';

type Id = number | string;

/** A parameter with the value the citizen gave (a mobile number is an area and a number). */
export type FilledParameter = Omit<ReservationParameter, 'value'> & { value?: ParameterValue | null };

type ParameterFields = { [parameterN: `parameter${number}`]: ParameterValue };

/** parameterN → value; N is the key the server handed out, else the position in the list (from 1). */
export function parameterFields(parameters: readonly FilledParameter[]): ParameterFields {
  const fields: ParameterFields = {};
  parameters.forEach((parameter, index) => {
    const key = parameter.key ?? (`parameter${index + 1}` as const);
    const value = parameter.value;
    fields[key] = value === null || value === undefined ? '' : typeof value === 'object' ? { mobArea: value.mobArea, mobNum: value.mobNum } : value;
  });
  return fields;
}

/** POST booking/checkParameter {serviceId, locationId, parameterN}. */
export function parameterCheckPayload(serviceId: Id, locationId: Id, parameters: readonly FilledParameter[]): ParameterCheck {
  return { serviceId, locationId, ...parameterFields(parameters) };
}

export interface ReservationChoice {
  service: Pick<Service, 'id' | 'departmentId' | 'departmentCode'>;
  location: Pick<Location, 'id' | 'depId' | 'depCode'>;
  /** The department the citizen came through; absent when they came by search or a favourite. */
  dep?: Pick<Department, 'id' | 'code'> | null;
  /** DD/MM/YYYY and HH:mm. */
  bookDate: string;
  bookTime: string;
  userinfo: { identifyNo: string; mobNum: string; mobArea: string };
  parameters: readonly FilledParameter[];
}

/** The body of POST booking/webJetton, or with `editId` of PUT booking/updateTicket. */
export function reservationPayload(choice: ReservationChoice, editId?: Id | null): ReservationPayload {
  const { service, location, dep, userinfo } = choice;
  return {
    ...(editId !== undefined && editId !== null ? { id: editId } : {}),
    departmentId: dep?.id ?? location.depId ?? service.departmentId ?? '',
    departmentCode: dep?.code ?? location.depCode ?? service.departmentCode ?? '',
    locationId: location.id,
    serviceId: service.id,
    bookingDate: choice.bookDate,
    bookingTime: choice.bookTime,
    identifyNo: stripWhitespace(userinfo.identifyNo),
    contactType: 'P',
    mobNum: stripWhitespace(userinfo.mobNum),
    mobArea: userinfo.mobArea,
    contactEmail: null,
    otherContact: null,
    ...parameterFields(choice.parameters),
  };
}
