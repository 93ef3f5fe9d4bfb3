import { CloudRain } from "lucide-react";
import { useId, useState } from "react";
import type { DelayCrewDayResponse, ScheduleCrew } from "@/shared/api/schedule-contract";
import { formatDay } from "@/shared/slot-times";
import { addDaysToIsoDate } from "@/shared/zoned-date";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogActions } from "@/web/components/ui/dialog";
import { FieldError } from "@/web/components/ui/field-error";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { fieldIssues } from "@/web/lib/api-error";
import { useDelayCrewDay } from "./api/delay-crew-day";
import { jobTimeRange } from "./job-card";

const visits = (count: number) => `${count} ${count === 1 ? "visit" : "visits"}`;

/** What the owner is delaying: a crew's day, and how many of its jobs can move. */
export type DelayChoice = { crew: ScheduleCrew; day: string; jobCount: number };

/**
 * "Delay this day" for one crew on one day of the schedule, the owner's only: a weather delay
 * (docs/product/booking.md#the-schedule). It opens `DelayDayDialog`, which the page holds, so the
 * dialog stays while the schedule reloads without the jobs it moved.
 */
export function DelayDayButton({
  choice,
  namesCrew,
  onOpen,
}: {
  choice: DelayChoice;
  /** Whether the button names the crew (several crews shown together). */
  namesCrew: boolean;
  onOpen: (choice: DelayChoice) => void;
}) {
  const { crew, day } = choice;
  return (
    <Button
      size="sm"
      variant="secondary"
      className="w-fit whitespace-normal text-left"
      onClick={() => onOpen(choice)}
    >
      <CloudRain aria-hidden className="size-4 shrink-0" />
      {namesCrew ? `Delay ${crew.name}'s day` : "Delay this day"}
      <span className="sr-only">
        , {formatDay(day)}
        {!namesCrew && `, ${crew.name}`}
      </span>
    </Button>
  );
}

/**
 * Asks for the day to move to (from the next day, never a past one), moves the crew's booked jobs
 * there at the same times, then says how many moved, that their customers were emailed, and which
 * stayed and why; "Show" opens the new day.
 */
export function DelayDayDialog({
  choice: { crew, day, jobCount },
  today,
  timeZone,
  onClose,
  onShowDay,
}: {
  choice: DelayChoice;
  /** Today in the business's calendar. */
  today: string;
  timeZone: string;
  onClose: () => void;
  onShowDay: (day: string) => void;
}) {
  const next = addDaysToIsoDate(day, 1);
  const earliest = next > today ? next : today;
  const toId = useId();
  const [to, setTo] = useState(earliest);
  const [missing, setMissing] = useState(false);
  const delay = useDelayCrewDay();
  const issues = fieldIssues(delay.error, ["day", "to"]);
  const toError = missing ? "Choose the day to move to" : issues.to;
  // A refusal that names no field of this form (the day shown, an unknown crew, the connection).
  const otherError =
    delay.error && !issues.to
      ? issues.day
        ? `The day shown: ${issues.day}`
        : delay.error.message
      : undefined;
  const result = delay.data;

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={result ? "Day delayed" : "Delay this day"}
      description={
        result ? (
          <DelayResult result={result} to={delay.variables?.to ?? to} timeZone={timeZone} />
        ) : (
          <p>
            {crew.name}'s {visits(jobCount)} of {formatDay(day)} go to the day you choose, at the
            same times. Each customer is emailed their new time.
          </p>
        )
      }
    >
      {result ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => onShowDay(delay.variables?.to ?? to)}>
            Show {formatDay(delay.variables?.to ?? to)}
          </Button>
        </div>
      ) : (
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!/^\d{4}-\d{2}-\d{2}$/.test(to)) {
              setMissing(true);
              return;
            }
            setMissing(false);
            delay.mutate({ crew: crew.code, day, to });
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={toId}>Move to</Label>
            <Input
              id={toId}
              type="date"
              required
              min={earliest}
              value={to}
              invalid={Boolean(toError)}
              onChange={(event) => {
                setTo(event.target.value);
                setMissing(false);
                delay.reset();
              }}
            />
            <FieldError fieldId={toId} message={toError} />
          </div>
          {otherError && (
            <p
              role="alert"
              className="rounded-md bg-danger-soft p-3 text-sm text-danger-soft-foreground"
            >
              {otherError}
            </p>
          )}
          <DialogActions>
            <Button type="submit" loading={delay.isPending}>
              {delay.isPending ? "Moving…" : `Move ${visits(jobCount)}`}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}

/** What the delay did: how many moved (their customers emailed) and which stayed, and why. */
function DelayResult({
  result,
  to,
  timeZone,
}: {
  result: DelayCrewDayResponse;
  to: string;
  timeZone: string;
}) {
  const { moved, clashes } = result;
  return (
    <div role="status" className="grid gap-2">
      <p className="font-medium text-foreground">
        {moved.length === 0
          ? "No visit moved."
          : `${visits(moved.length)} moved to ${formatDay(to)}. Each customer was emailed their new time.`}
      </p>
      {clashes.length > 0 && (
        <>
          <p>
            {clashes.length === 1 ? "This visit stayed" : "These visits stayed"} where{" "}
            {clashes.length === 1 ? "it was" : "they were"}:
          </p>
          <ul className="grid list-disc gap-1 pl-5">
            {clashes.map(({ job, reason }) => (
              <li key={job.id}>
                {jobTimeRange(job, timeZone)}, {job.service}, {job.address}: {reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
