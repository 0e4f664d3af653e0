import { pad2, sastWallClock } from '../../../schema/contract/share.ts';

/*
 * Form inputs in South African time (Africa/Johannesburg), whatever the phone's own settings: the server stores UTC
 * ISO strings, and South Africa keeps SAST (UTC+2) all year. Dates and times shown as text come from the reader's
 * formats instead (lib/i18n/use-formats.ts, schema/contract/local-formats.ts).
 */

/** A UTC ISO instant as the values of a date input and a time input, in Johannesburg wall time. */
export function toSastInputs(iso: string): { date: string; time: string } {
  const d = sastWallClock(iso);
  return { date: `${d.year}-${pad2(d.month + 1)}-${pad2(d.day)}`, time: d.time };
}
