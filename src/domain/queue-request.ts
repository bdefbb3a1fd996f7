// docs/behaviour/3-entities.md (Queue request): what POST queue/requestQueueTicket carries. An anonymous citizen
// proves the number with the SMS code (messageCode, spent by the server); a one-account citizen's
// token does that, so the one-account request has no code. Its mobile area is cleared (docs/behaviour/6-roles.md), so
// the number alone would be read as a Macau one: without an area it sends no number, and the
// server takes the account's own verified one. The identity number goes only when the queue
// flag requires it.
import type { QueueRequest } from '../common/api-contract.ts';
import { normalizeIdentityNumber } from '../common/identity-number.ts';
import { stripWhitespace } from '../common/phone.ts';
import type { ReminderChoice } from './reminder.ts';

export interface QueueRequestInput {
  serviceId: number | string;
  locationId: number | string;
  mobArea: string;
  mobNum: string;
  identifyNo: string;
  identityRequired: boolean;
  reminder: Pick<ReminderChoice, 'checked' | 'count'>;
  proof: { kind: 'sms'; messageCode: string } | { kind: 'oneAccount' };
}

export function buildQueueRequest(input: QueueRequestInput): QueueRequest {
  const request: QueueRequest = {
    cntToAlert: input.reminder.checked && input.reminder.count !== null ? input.reminder.count : null,
    locationId: input.locationId,
    mobArea: input.mobArea,
    mobNum: input.proof.kind === 'oneAccount' && input.mobArea === '' ? '' : stripWhitespace(input.mobNum),
    serviceId: input.serviceId,
  };
  if (input.proof.kind === 'sms') request.messageCode = input.proof.messageCode.trim();
  if (input.identityRequired) request.identifyNo = normalizeIdentityNumber(input.identifyNo);
  return request;
}
