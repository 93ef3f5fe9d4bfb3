import type { Statistic } from "../content/types";

/** Three problem statistics on a dark band, with where the figures come from. */
export function StatisticCards({
  statistics,
  note,
}: {
  statistics: readonly Statistic[];
  note: string;
}) {
  return (
    <>
      <ul className="mt-10 grid gap-4 sm:grid-cols-3">
        {statistics.map((statistic) => (
          <li
            key={statistic.value}
            className="rounded-lg border border-white/15 bg-white/5 p-6 text-center"
          >
            <p className="text-4xl font-bold tracking-tight text-white">{statistic.value}</p>
            <p className="mt-2 text-slate-300">{statistic.label}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-slate-300">{note}</p>
    </>
  );
}
