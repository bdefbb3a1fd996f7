// A citizen with tickets for the bench's <my-tickets> page: an SMS-kind token from the reference
// server's test mode (GET /api/token/{mobile}) and three bookings made with it on the API, in the
// first free slots from tomorrow (the bench's server runs on real time, so the days are found,
// not assumed). Bookings only: a queue ticket needs the queue open, which depends on the hour.
const MOBILE = '85366990001';
/** Passports at DSI Headquarters: bookable on weekdays, no parameters. */
const OFFERING = { serviceId: 3003, locationId: 201, departmentId: 101 };
const BOOKINGS = 3;
const DAY_MS = 86_400_000;
/** The administration's zone (UTC+8), as the server reads dates. */
const ZONE_MS = 8 * 3_600_000;

async function value<T>(response: Response, what: string): Promise<T> {
  const body = (await response.json()) as { value?: T; message?: string };
  if (!response.ok || body.value === undefined) throw new Error(`${what}: ${response.status} ${body.message ?? ''}`);
  return body.value;
}

function wireDate(ms: number): string {
  const d = new Date(ms + ZONE_MS);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
}

/** The token of a citizen who holds three bookings. */
export async function citizenWithTickets(apiUrl: string): Promise<string> {
  const { jwt } = await value<{ jwt: string }>(await fetch(`${apiUrl}/api/token/${MOBILE}`), 'token');
  const json = { 'content-type': 'application/json' };
  let booked = 0;
  for (let day = 1; day <= 30 && booked < BOOKINGS; day++) {
    const bookingDate = wireDate(Date.now() + day * DAY_MS);
    const times = await value<{ totalTimeSlot: Array<{ timeSlot: string; enabled: boolean }> }>(
      await fetch(`${apiUrl}/api/booking/time`, { method: 'POST', headers: json, body: JSON.stringify({ ...OFFERING, bookingDate }) }),
      'booking/time',
    );
    const free = times.totalTimeSlot.find((slot) => slot.enabled);
    if (!free) continue;
    await value(
      await fetch(`${apiUrl}/api/booking/webJetton`, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${jwt}` },
        body: JSON.stringify({ ...OFFERING, bookingDate, bookingTime: free.timeSlot, identifyNo: '', contactType: 'P', mobNum: '', mobArea: '', contactEmail: null, otherContact: null }),
      }),
      'booking/webJetton',
    );
    booked++;
  }
  if (booked < BOOKINGS) throw new Error(`only ${booked} bookings found room in 30 days`);
  return jwt;
}
