// What a ticket's detail shows to someone who is not its owner (a QR code or a memo link
// opened without the owner's token, a paper ticket registered to a mobile): what the ticket
// screen needs to show the ticket, and nothing that says who holds it. The mobile is reduced to
// its last four digits; the identity number, the notes code and the reminder setting stay out.

/** The last four digits stay, every other character becomes '*'; four digits or fewer are all masked. */
export function maskMobile(mobNum: string | null | undefined): string {
  const digits = mobNum ?? '';
  if (digits.length <= 4) return '*'.repeat(digits.length);
  return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** The detail without the owner's data; the answer to anyone but the owner. */
export function publicTicketView<D extends { identifyNo?: unknown; businessCode?: unknown; cntToAlert?: unknown; mobNum?: string | null }>(detail: D) {
  const { identifyNo: _identifyNo, businessCode: _businessCode, cntToAlert: _cntToAlert, ...shown } = detail;
  return { ...shown, mobNum: maskMobile(detail.mobNum) };
}
