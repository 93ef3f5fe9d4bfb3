import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { AdminPingResponse } from "@/shared/api/admin-contract";
import type { ScheduleJob } from "@/shared/api/schedule-contract";
import { formatDay, localDateOf } from "@/shared/slot-times";
import { addDaysToIsoDate, getZonedIsoDate } from "@/shared/zoned-date";
import { ListProblem } from "@/web/components/dashboard/list-problem";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/components/ui/cn";
import { Label } from "@/web/components/ui/label";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import { AdminPageHeading } from "../components/admin-page-heading";
import { DashboardHeader } from "../components/dashboard-header";
import { useSchedule } from "./api/get-schedule";
import { CrewFeeds } from "./crew-feeds";
import { type DelayChoice, DelayDayButton, DelayDayDialog } from "./delay-day";
import { JobCard } from "./job-card";

type View = "day" | "week";
const ALL_CREWS = "";

/** The Monday of the week a date is in. */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDaysToIsoDate(date, -((weekday + 6) % 7));
}

/** "Monday, March 9" without the weekday for a week's range: "March 9". */
const monthDay = (date: string) => formatDay(date).replace(/^\w+, /, "");

/**
 * /admin/schedule (docs/product/booking.md#the-schedule): the crews' jobs by day or by week in the
 * business's time zone, a crew picker when there are several, the actions on each job, and (for
 * the owner) each crew's calendar feed. A phone reads a list per day; a wide screen a column per
 * day of the week.
 */
export default function SchedulePage({ session }: { session: AdminPingResponse }) {
  useDocumentTitle("Schedule · Quotewise");
  const timeZone = session.business.timezone;
  const [view, setView] = useState<View>("day");
  // The shown day; until chosen, the server's today (its clock is the truth, not the device's).
  const [chosenDay, setDay] = useState<string | null>(null);
  const [crew, setCrew] = useState(ALL_CREWS);
  const [delaying, setDelaying] = useState<DelayChoice | null>(null);
  const rangeHeading = useRef<HTMLHeadingElement>(null);
  // The dialog gives focus back to the button that opened it; once a delay moved every job of
  // that day the button is gone, and focus goes to the day's heading instead.
  const endDelay = () => {
    setDelaying(null);
    setTimeout(() => rangeHeading.current?.focus(), 0);
  };
  const crewId = useId();
  const days = view === "day" ? 1 : 7;
  const first = useSchedule({ days: 1 }, chosenDay === null);
  const day = chosenDay ?? first.data?.today ?? getZonedIsoDate(new Date(), timeZone);
  const from = view === "day" ? day : mondayOf(day);
  const fromToday = chosenDay === null && view === "day";
  const chosen = useSchedule({ from, days }, !fromToday && (chosenDay !== null || first.isSuccess));
  const schedule = fromToday ? first : chosen;
  const step = (direction: 1 | -1) => setDay(addDaysToIsoDate(day, direction * days));
  // Stepping from the device's day before the server's is known would land on the wrong day.
  const dayKnown = chosenDay !== null || first.data !== undefined || first.isError;
  const crews = schedule.data?.crews ?? [];
  const jobs = (schedule.data?.jobs ?? []).filter((job) => crew === ALL_CREWS || job.crew === crew);
  const dates = Array.from({ length: days }, (_, index) => addDaysToIsoDate(from, index));
  const title =
    view === "day"
      ? formatDay(day)
      : `Week of ${monthDay(from)} - ${monthDay(addDaysToIsoDate(from, 6))}`;

  return (
    <div className="min-h-dvh">
      <DashboardHeader session={session} />
      <main className="mx-auto grid max-w-page grid-cols-1 gap-6 px-4 py-6 sm:px-6">
        <AdminPageHeading title="Schedule">
          {session.business.name} · Times in {timeZone}
        </AdminPageHeading>

        <div className="flex flex-wrap items-end gap-4">
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-medium">View</legend>
            <div className="flex w-fit rounded-md border border-border bg-card p-0.5 shadow-xs">
              {(["day", "week"] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={view === option}
                  onClick={() => setView(option)}
                  className={cn(
                    "min-h-10 rounded-sm px-3 text-sm font-medium capitalize transition-colors",
                    view === option
                      ? "bg-primary text-primary-foreground"
                      : "text-muted-foreground hover:bg-muted hover:text-foreground",
                  )}
                >
                  {option}
                </button>
              ))}
            </div>
          </fieldset>
          {crews.length > 1 && (
            <div className="grid gap-1.5">
              <Label htmlFor={crewId}>Crew</Label>
              <select
                id={crewId}
                value={crew}
                onChange={(event) => setCrew(event.target.value)}
                className="min-h-10 rounded-md border border-input bg-card px-3 text-sm"
              >
                <option value={ALL_CREWS}>All crews</option>
                {crews.map((each) => (
                  <option key={each.code} value={each.code}>
                    {each.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <nav aria-label="Dates" className="flex items-center gap-2">
            <Button variant="secondary" size="sm" disabled={!dayKnown} onClick={() => step(-1)}>
              <ChevronLeft aria-hidden className="size-4" />
              <span className="sr-only">Previous {view}</span>
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={!dayKnown}
              onClick={() => setDay(schedule.data?.today ?? getZonedIsoDate(new Date(), timeZone))}
            >
              Today
            </Button>
            <Button variant="secondary" size="sm" disabled={!dayKnown} onClick={() => step(1)}>
              <ChevronRight aria-hidden className="size-4" />
              <span className="sr-only">Next {view}</span>
            </Button>
          </nav>
        </div>

        <section aria-labelledby="schedule-range" aria-busy={schedule.isFetching}>
          <h2
            id="schedule-range"
            ref={rangeHeading}
            tabIndex={-1}
            className="mb-3 text-lg font-semibold outline-none"
            aria-live="polite"
          >
            {title}
          </h2>
          {schedule.isError ? (
            <ListProblem message={schedule.error.message} onRetry={() => void schedule.refetch()} />
          ) : !schedule.data ? (
            <Skeleton className="h-40 w-full" />
          ) : (
            <div className={cn("grid gap-4", view === "week" && "lg:grid-cols-7 lg:gap-2")}>
              {dates.map((date) => (
                <DayColumn
                  key={date}
                  date={date}
                  heading={view === "week"}
                  today={date === schedule.data.today}
                  jobs={jobs.filter((job) => localDateOf(job.start) === date)}
                  delays={
                    session.admin.role === "owner"
                      ? (dayJobs) =>
                          crews.map((each) => {
                            const movable = dayJobs.filter(
                              (job) => job.crew === each.code && job.status === "booked",
                            ).length;
                            return (
                              movable > 0 && (
                                <DelayDayButton
                                  key={each.code}
                                  choice={{ crew: each, day: date, jobCount: movable }}
                                  namesCrew={crew === ALL_CREWS && crews.length > 1}
                                  onOpen={setDelaying}
                                />
                              )
                            );
                          })
                      : undefined
                  }
                  render={(job) => (
                    <JobCard
                      job={job}
                      crews={crews}
                      timeZone={timeZone}
                      showCrew={crew === ALL_CREWS && crews.length > 1}
                      headingLevel={view === "week" ? "h4" : "h3"}
                    />
                  )}
                />
              ))}
            </div>
          )}
        </section>

        {session.admin.role === "owner" && schedule.data && <CrewFeeds crews={crews} />}
        {delaying && schedule.data && (
          <DelayDayDialog
            choice={delaying}
            today={schedule.data.today}
            timeZone={timeZone}
            onClose={endDelay}
            onShowDay={(to) => {
              endDelay();
              setView("day");
              setDay(to);
            }}
          />
        )}
      </main>
    </div>
  );
}

function DayColumn({
  date,
  heading,
  today,
  jobs,
  delays,
  render,
}: {
  date: string;
  heading: boolean;
  today: boolean;
  jobs: ScheduleJob[];
  /** The owner's "Delay this day", one per crew with jobs to move that day. */
  delays: ((jobs: ScheduleJob[]) => React.ReactNode) | undefined;
  render: (job: ScheduleJob) => React.ReactNode;
}) {
  return (
    <div className="grid min-w-0 content-start gap-2">
      {heading && (
        <h3 className={cn("text-sm font-semibold", today && "text-primary")}>
          {formatDay(date)}
          {today && " (today)"}
        </h3>
      )}
      {jobs.length === 0 ? (
        <p className="text-sm text-muted-foreground">No jobs</p>
      ) : (
        <ol className="grid gap-2">
          {jobs.map((job) => (
            <li key={job.id}>{render(job)}</li>
          ))}
        </ol>
      )}
      {delays && jobs.some((job) => job.status === "booked") && (
        <div className="flex flex-wrap gap-2">{delays(jobs)}</div>
      )}
    </div>
  );
}
