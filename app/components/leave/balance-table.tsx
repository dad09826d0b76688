import { formatDateNa } from "~/utils/format";

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
  expiring: { days: number; expiresOn: string } | null;
  note: string | null;
}

/** Leave balances in working days: entitled, taken, booked, pending (awaiting a decision, not taken off) and left per type and cycle. */
export function BalanceTable({ balances, workDaysPerWeek }: { balances: BalanceRow[]; workDaysPerWeek: number }) {
  return (
    <section aria-labelledby="leave-balances-title" className="space-y-2">
      <h2 id="leave-balances-title" className="text-lg font-semibold">
        Leave Balances
      </h2>
      <p className="text-sm text-stone-600">
        In working days of a {workDaysPerWeek}-day week ({workDaysPerWeek === 6 ? "Monday to Saturday" : "Monday to Friday"}); public
        holidays are not counted.
      </p>
      {/* On a phone each balance is a card: a seven-column table would need sideways scrolling. */}
      <ul className="space-y-2 sm:hidden">
        {balances.map((balance) => (
          <li key={balance.kind} className="rounded-md border border-stone-200 p-3 text-sm">
            <p className="flex items-baseline justify-between gap-2">
              <span className="font-medium">{balance.label}</span>
              <span className="font-semibold">{balance.left} left</span>
            </p>
            {balance.expiring ? (
              <p className="text-xs text-amber-800">
                {balance.expiring.days} expiring on {formatDateNa(balance.expiring.expiresOn)}
              </p>
            ) : null}
            <p className="mt-1 text-xs text-stone-600">
              Entitled {balance.entitled}
              {balance.carried > 0 ? ` + ${balance.carried} from last cycle` : ""} · taken {balance.taken} · booked {balance.booked} ·
              pending {balance.pending}
            </p>
            <p className="text-xs text-stone-600">
              Cycle {formatDateNa(balance.cycleStart)} to {formatDateNa(balance.cycleEnd)}
            </p>
            {balance.note ? <p className="text-xs text-stone-500">{balance.note}</p> : null}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
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
                  {balance.carried > 0 ? <span className="block text-xs text-stone-600">+{balance.carried} from last cycle</span> : null}
                </td>
                <td className="py-2 pr-3">{balance.taken}</td>
                <td className="py-2 pr-3">{balance.booked}</td>
                <td className="py-2 pr-3">{balance.pending}</td>
                <td className="py-2 pr-3 font-semibold">
                  {balance.left}
                  {balance.expiring ? (
                    <span className="block text-xs font-normal text-amber-800">
                      {balance.expiring.days} expiring on {formatDateNa(balance.expiring.expiresOn)}
                    </span>
                  ) : null}
                </td>
                <td className="py-2 whitespace-nowrap">
                  {formatDateNa(balance.cycleStart)} to {formatDateNa(balance.cycleEnd)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
