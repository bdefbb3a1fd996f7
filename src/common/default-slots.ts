// The default list of a day's time slots: 09:00 to 18:00 half-hourly without 13:30, both ends
// included (18 slots). The client offers it when an answer carries no slot list; the reference
// server's seed fills each bookable day's template with it.
export const DEFAULT_SLOT_TIMES: readonly string[] = Array.from({ length: 19 }, (_, i) => {
  const minutes = 9 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}).filter((time) => time !== '13:30');
