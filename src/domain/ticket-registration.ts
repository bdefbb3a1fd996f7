// QR registration (docs/behaviour/2-screens.md (Success and ticket detail): the success page is
// "reached after a booking, queue ticket, QR registration or memo jump"). A citizen arrives with a
// ticket's QR content in the link (`?qrcodeContent=…`, as a notes link brings `memoJump`), gives
// the mobile number the ticket is to be registered to, and POST booking/registerTicket
// {mobArea, mobNum, qrcodeContent} claims it; the success page then titles it as registered.
import type { RegisterTicketRequest } from '../common/api-contract.ts';
import { checkMobile, splitAreaAndNumber, type MobileProblem } from '../common/phone.ts';

/** What the form refuses before asking the server: the mobile's rules (docs/behaviour/5-validation.md (Mobile)). */
export function registrationProblem(area: string, number: string): MobileProblem | null {
  const typed = splitAreaAndNumber(number, area);
  return checkMobile(typed.area, typed.number);
}

/** The request, with the number as the SMS step reads it (+853…, 00853… split into area and number). */
export function registrationRequest(qrcodeContent: string, area: string, number: string): RegisterTicketRequest {
  const typed = splitAreaAndNumber(number, area);
  return { mobArea: typed.area, mobNum: typed.number, qrcodeContent: qrcodeContent.trim() };
}
