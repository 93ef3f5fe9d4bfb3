import { useReminderStats } from "../api/get-reminder-stats";

const weekFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/**
 * Quote reminders per week: sent, opened again from the email, paid after it
 * (docs/product/quote-recovery.md#dashboard). Weeks without any are left out.
 */
export function ReminderStats() {
  const query = useReminderStats();
  if (!query.data) return null;
  const weeks = query.data.weeks.filter((week) => week.sent > 0);
  return (
    <section
      aria-labelledby="reminder-stats-title"
      className="rounded-lg border border-border bg-card p-4 text-sm shadow-sm"
    >
      <h2 id="reminder-stats-title" className="font-semibold">
        Quote reminders
      </h2>
      {weeks.length === 0 ? (
        <p className="mt-1 text-muted-foreground">No quote reminders sent in the last 8 weeks.</p>
      ) : (
        <table className="mt-2 w-full max-w-md text-left tabular-nums">
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 font-medium">
                Week of
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Sent
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Opened
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Paid
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart} className="border-t border-border">
                <th scope="row" className="py-1 font-normal">
                  {weekFormat.format(new Date(`${week.weekStart}T00:00:00Z`))}
                </th>
                <td className="py-1 text-right">{week.sent}</td>
                <td className="py-1 text-right">{week.resumed}</td>
                <td className="py-1 text-right">{week.recovered}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
