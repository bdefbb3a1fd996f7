// "Edit reservation" from a ticket's detail (docs/behaviour/2-screens.md): the ticket's service and location are
// loaded into the booking state and the reserve form opens in edit mode, prefilled from the
// ticket and saved with PUT booking/updateTicket (`cb-ticket-updated`). A service with
// reservation parameters asks for them again first (the server checks them on every change):
// /setParams carries the ticket on to /reserve.
//
//   const opened = await openReservationEdit(ticket, { store, api });
//   // false: the ticket is no reservation to move; a load that failed rejects (ApiError)
//
// It is the same as `store.navigate('/reserve', { editTicket: ticket })` once the context holds
// the ticket's service (with its locations) and location.
import type { Api } from '../../api/client.ts';
import type { JettonDetail } from '../../common/api-contract.ts';
import { isEditableReservation } from '../../domain/reserve-edit.ts';
import type { BookingStore } from '../../store/booking-store.ts';

export interface EditDeps {
  store: BookingStore;
  api: Pick<Api, 'catalogue'>;
}

export async function openReservationEdit(ticket: JettonDetail, { store, api }: EditDeps): Promise<boolean> {
  const { serviceId, locationId } = ticket;
  if (serviceId === undefined || locationId === undefined || !isEditableReservation(ticket)) return false;
  const [service, locations, location] = await Promise.all([
    api.catalogue.service(serviceId),
    api.catalogue.locationsOfService(serviceId),
    api.catalogue.location(locationId),
  ]);
  const s = store.getState();
  s.pickService({ ...service, locations });
  s.pickLocation(location);
  if (service.openReservationParameter) s.navigate('/setParams', { editTicket: ticket });
  else s.navigate('/reserve', { editTicket: ticket });
  return true;
}
