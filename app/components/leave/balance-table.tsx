import { formatDateNa } from "~/utils/format";
import { describePattern, type WorkPattern } from "~/utils/leave-law";

export interface BalanceRow {
  kind: string;
  label: string;
  cycleStart: string;
  cycleEnd: string;
  entitled: number;
  taken: number;
  booked: number;
  pending: number;
  left: number;
  carried: number;
  broughtForward: number;
  overdue: { days: number; grantBy: string } | null;
  grantDue: { days: number; grantBy: string } | null;
  note: string | null;
}

const plural = (days: number) => (days === 1 ? "1 day" : `${days} days`);

/**
 * Carried annual days never expire (Labour Act s. 23 binds the employer to grant them): the
 * employee reads that they are still theirs; HR reads the deadline, and a warning once it passed.
 */
function CarriedNote({ balance, forHr }: { balance: BalanceRow; forHr: boolean }) {
  if (!balance.overdue && !balance.grantDue) return null;
  return (
    <>
      {balance.overdue ? (
        <span className="block text-xs font-normal text-red-800" data-overdue={balance.overdue.days}>
          {forHr
            ? `Overdue: ${plural(balance.overdue.days)} from earlier cycles should have been granted by ${formatDateNa(balance.overdue.grantBy)}`
            : `${plural(balance.overdue.days)} from earlier cycles are still yours: please agree dates with your manager`}
        </span>
      ) : null}
      {balance.grantDue ? (
        <span className="block text-xs font-normal text-amber-800">
          {forHr
            ? `${plural(balance.grantDue.days)} from earlier cycles to be granted by ${formatDateNa(balance.grantDue.grantBy)}`
            : `${plural(balance.grantDue.days)} from earlier cycles, which the company is to grant by ${formatDateNa(balance.grantDue.grantBy)}`}
        </span>
      ) : null}
    </>
  );
}

function TakenNote({ balance }: { balance: BalanceRow }) {
  return balance.broughtForward > 0 ? (
    <span className="block text-xs text-stone-600">incl. {balance.broughtForward} brought forward</span>
  ) : null;
}

/** Leave balances in working days: entitled, taken, booked, pending (awaiting a decision, not taken off) and left per type and cycle. */
export function BalanceTable({
  balances,
  workDaysPerWeek,
  forHr = false,
}: {
  balances: BalanceRow[];
  workDaysPerWeek: WorkPattern;
  /** HR's view of an employee: grant deadlines and overdue days as the employer's duty. */
  forHr?: boolean;
}) {
  return (
    <section aria-labelledby="leave-balances-title" className="space-y-2">
      <h2 id="leave-balances-title" className="text-lg font-semibold">
        Leave Balances
      </h2>
      <p className="text-sm text-stone-600">
        In working days of the work pattern: {describePattern(workDaysPerWeek)}; public holidays are not counted.
      </p>
      {/* On a phone each balance is a card: a seven-column table would need sideways scrolling. */}
      <BalanceCards balances={balances} forHr={forHr} />
      <BalanceRows balances={balances} forHr={forHr} />
    </section>
  );
}

/** On a phone: one card per balance. */
function BalanceCards({ balances, forHr }: { balances: BalanceRow[]; forHr: boolean }) {
  return (
    <ul className="space-y-2 sm:hidden">
      {balances.map((balance) => (
        <li key={balance.kind} className="rounded-md border border-stone-200 p-3 text-sm">
          <p className="flex items-baseline justify-between gap-2">
            <span className="font-medium">{balance.label}</span>
            <span className="font-semibold">{balance.left} left</span>
          </p>
          <CarriedNote balance={balance} forHr={forHr} />
          <p className="mt-1 text-xs text-stone-600">
            Entitled {balance.entitled}
            {balance.carried > 0 ? ` + ${balance.carried} carried from earlier cycles` : ""} · taken {balance.taken}
            {balance.broughtForward > 0 ? ` (incl. ${balance.broughtForward} brought forward)` : ""} · booked {balance.booked} · pending{" "}
            {balance.pending}
          </p>
          <p className="text-xs text-stone-600">
            Cycle {formatDateNa(balance.cycleStart)} to {formatDateNa(balance.cycleEnd)}
          </p>
          {balance.note ? <p className="text-xs text-stone-500">{balance.note}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** From a tablet up: the seven-column table. */
function BalanceRows({ balances, forHr }: { balances: BalanceRow[]; forHr: boolean }) {
  return (
    <>
      {/* A region that scrolls sideways takes the focus, so a keyboard can scroll it (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div tabIndex={0} role="region" aria-label="Balances by leave type" className="hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b text-stone-600">
              <th className="py-2 pr-3 font-medium">Type</th>
              <th className="py-2 pr-3 font-medium">Entitled</th>
              <th className="py-2 pr-3 font-medium">Taken</th>
              <th className="py-2 pr-3 font-medium">Booked</th>
              <th className="py-2 pr-3 font-medium">Pending</th>
              <th className="py-2 pr-3 font-medium">Left</th>
              <th className="py-2 font-medium">Cycle</th>
            </tr>
          </thead>
          <tbody>
            {balances.map((balance) => (
              <tr key={balance.kind} className="border-b align-top" data-balance={balance.kind}>
                <th scope="row" className="py-2 pr-3 font-medium">
                  {balance.label}
                  {balance.note ? <span className="block text-xs font-normal text-stone-600">{balance.note}</span> : null}
                </th>
                <td className="py-2 pr-3">
                  {balance.entitled}
                  {balance.carried > 0 ? (
                    <span className="block text-xs text-stone-600">+{balance.carried} carried from earlier cycles</span>
                  ) : null}
                </td>
                <td className="py-2 pr-3">
                  {balance.taken}
                  <TakenNote balance={balance} />
                </td>
                <td className="py-2 pr-3">{balance.booked}</td>
                <td className="py-2 pr-3">{balance.pending}</td>
                <td className="py-2 pr-3 font-semibold">
                  {balance.left}
                  <CarriedNote balance={balance} forHr={forHr} />
                </td>
                <td className="py-2 whitespace-nowrap">
                  {formatDateNa(balance.cycleStart)} to {formatDateNa(balance.cycleEnd)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
