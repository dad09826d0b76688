import { proclaimedDaysMigration } from "./2026-11-27T02-00-proclaimed-holidays-2024";

/**
 * The days proclaimed public holidays for 2025 (issue 23), which until now only the demo seed
 * held, so an install without demo data counts 2025 right too:
 * - Saturday 1 March 2025, the memorial and burial of Founding President Dr Sam Nujoma;
 * - Wednesday 26 November 2025, the Regional Councils and Local Authorities elections.
 * Both by proclamation under s. 1(3) of the Public Holidays Act 26 of 1990; the Gazette numbers
 * could not be read from here and HR completes them on the Public Holidays screen. A day already
 * entered (by HR or the demo seed) is kept, and leave covering the days is counted again.
 */
const PROCLAIMED_2025 = [
  {
    date: "2025-03-01",
    name: "Memorial and burial of Founding President Dr Sam Nujoma",
    source:
      "Presidential proclamation under s. 1(3) of the Public Holidays Act 26 of 1990 (President Nangolo Mbumba, February 2025). " +
      "Government Gazette number not confirmed: please add it here.",
  },
  {
    date: "2025-11-26",
    name: "Regional Councils and Local Authorities Elections",
    source:
      "Presidential proclamation under s. 1(3) of the Public Holidays Act 26 of 1990 (President Netumbo Nandi-Ndaitwah, November 2025). " +
      "Government Gazette number not confirmed: please add it here.",
  },
] as const;

export const { up, down } = proclaimedDaysMigration(PROCLAIMED_2025);
