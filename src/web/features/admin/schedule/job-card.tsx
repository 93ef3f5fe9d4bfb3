import { useId, useState } from "react";
import type { ScheduleCrew, ScheduleJob, ScheduleJobStatus } from "@/shared/api/schedule-contract";
import { formatCents } from "@/shared/money";
import { formatDay, formatVisitTime, localDateOf } from "@/shared/slot-times";
import { Badge, type BadgeVariant } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { ConfirmDialog, Dialog, DialogActions } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { toast } from "@/web/components/ui/toast-store";
import { type JobAction, useJobAction, useJobTimes } from "./api/job-actions";

const STATUS: Record<ScheduleJobStatus, { label: string; variant: BadgeVariant }> = {
  held: { label: "Being paid", variant: "neutral" },
  booked: { label: "Booked", variant: "primary" },
  done: { label: "Done", variant: "success" },
  no_show: { label: "No-show", variant: "warning" },
  skipped: { label: "Skipped", variant: "neutral" },
  cancelled: { label: "Cancelled", variant: "danger" },
};

const SUCCESS: Record<JobAction["kind"], string> = {
  move: "Visit moved; the customer is emailed the new time",
  reassign: "Visit given to another crew",
  done: "Visit marked done",
  "no-show": "Visit marked a no-show",
};

/** "8:00 - 9:00 AM" in the business's zone. */
export function jobTimeRange(job: Pick<ScheduleJob, "start" | "end">, timeZone: string): string {
  return formatVisitTime({ start: job.start, window: job }, timeZone);
}

/**
 * One job of the schedule: its time, service, price, address, customer and status, and for a
 * booked job not yet done the actions on it (docs/product/booking.md#the-schedule).
 */
export function JobCard({
  job,
  crews,
  timeZone,
  showCrew,
  headingLevel,
}: {
  job: ScheduleJob;
  crews: ScheduleCrew[];
  timeZone: string;
  showCrew: boolean;
  /** h4 under a day's heading in the week; h3 under the page's day. */
  headingLevel: "h3" | "h4";
}) {
  const Heading = headingLevel;
  const headingId = useId();
  const action = useJobAction();
  const [dialog, setDialog] = useState<"move" | "reassign" | "no-show" | null>(null);
  const status = STATUS[job.status];
  const crewName = crews.find((crew) => crew.code === job.crew)?.name ?? job.crew;
  const inactive = job.status === "cancelled" || job.status === "skipped";

  const run = (change: JobAction, after?: () => void) =>
    action.mutate(change, {
      onSuccess: (data) => {
        // Marking a plan's visit done charges it: say how that went.
        const charge = (data as { charge?: { message: string } | null } | undefined)?.charge;
        toast({ title: SUCCESS[change.kind], ...(charge && { description: charge.message }) });
        after?.();
      },
      onError: (error) => {
        toast({ title: "Not changed", description: error.message, variant: "destructive" });
      },
    });

  return (
    <article
      aria-labelledby={headingId}
      className={`grid min-w-0 gap-1.5 rounded-md border border-border bg-card p-3 text-sm shadow-xs ${inactive ? "opacity-75" : ""}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <Heading id={headingId} className="font-semibold tabular-nums">
          {jobTimeRange(job, timeZone)}
          <span className="sr-only">, {job.service}</span>
        </Heading>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <p className="font-medium">
        {job.service} · {formatCents(job.priceCents)}
      </p>
      <p className="break-words text-muted-foreground">{job.address}</p>
      {(job.customerName || showCrew) && (
        <p className="text-muted-foreground">
          {[job.customerName, showCrew ? crewName : null].filter(Boolean).join(" · ")}
        </p>
      )}
      {job.status === "booked" && (
        <div className="mt-1 flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setDialog("move")}>
            Move<span className="sr-only"> visit at {jobTimeRange(job, timeZone)}</span>
          </Button>
          {crews.length > 1 && (
            <Button size="sm" variant="secondary" onClick={() => setDialog("reassign")}>
              Reassign<span className="sr-only"> visit at {jobTimeRange(job, timeZone)}</span>
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            disabled={action.isPending}
            onClick={() => run({ kind: "done", jobId: job.id })}
          >
            Done<span className="sr-only"> with visit at {jobTimeRange(job, timeZone)}</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDialog("no-show")}>
            No-show<span className="sr-only"> at {jobTimeRange(job, timeZone)}</span>
          </Button>
        </div>
      )}
      {dialog === "move" && (
        <MoveDialog
          job={job}
          timeZone={timeZone}
          pending={action.isPending}
          error={action.error?.message}
          onClose={() => {
            action.reset();
            setDialog(null);
          }}
          onMove={(start) =>
            action.mutate(
              { kind: "move", jobId: job.id, start },
              {
                onSuccess: () => {
                  toast({ title: SUCCESS.move });
                  setDialog(null);
                },
              },
            )
          }
        />
      )}
      {dialog === "reassign" && (
        <ReassignDialog
          job={job}
          crews={crews}
          pending={action.isPending}
          error={action.error?.message}
          onClose={() => {
            action.reset();
            setDialog(null);
          }}
          onReassign={(crew) =>
            action.mutate(
              { kind: "reassign", jobId: job.id, crew },
              {
                onSuccess: () => {
                  toast({ title: SUCCESS.reassign });
                  setDialog(null);
                },
              },
            )
          }
        />
      )}
      <ConfirmDialog
        open={dialog === "no-show"}
        onOpenChange={(open) => setDialog(open ? "no-show" : null)}
        title="Mark a no-show?"
        description={`The customer was not there for ${job.service} at ${job.address}. The visit leaves the crew's calendar and is not charged.`}
        confirmLabel="Mark no-show"
        pending={action.isPending}
        onConfirm={() => run({ kind: "no-show", jobId: job.id }, () => setDialog(null))}
      />
    </article>
  );
}

function DialogError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-danger-soft p-3 text-sm text-danger-soft-foreground">
      {message}
    </p>
  );
}

/** Picks a day, then one of the free starts of the job's crew that day. */
function MoveDialog({
  job,
  timeZone,
  pending,
  error,
  onClose,
  onMove,
}: {
  job: ScheduleJob;
  timeZone: string;
  pending: boolean;
  error: string | undefined;
  onClose: () => void;
  onMove: (start: string) => void;
}) {
  const dayId = useId();
  const timeId = useId();
  const [day, setDay] = useState(localDateOf(job.start));
  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(day);
  const times = useJobTimes(job.id, day, validDay);
  const [start, setStart] = useState("");
  const options = times.data?.times ?? [];
  const chosen = options.some((time) => time.start === start) ? start : (options[0]?.start ?? "");
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Move visit"
      description={
        <p>
          {job.service} at {job.address}, now {formatDay(localDateOf(job.start))},{" "}
          {jobTimeRange(job, timeZone)}. The customer is emailed the new time.
        </p>
      }
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) onMove(chosen);
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={dayId}>Day</Label>
          <Input
            id={dayId}
            type="date"
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={timeId}>New time</Label>
          <select
            id={timeId}
            value={chosen}
            onChange={(event) => setStart(event.target.value)}
            disabled={options.length === 0}
            className="min-h-10 rounded-md border border-input bg-card px-3 text-sm"
          >
            {options.length === 0 && (
              <option value="">
                {times.isPending ? "Loading times…" : "No free time that day"}
              </option>
            )}
            {options.map((time) => (
              <option key={time.start} value={time.start}>
                {jobTimeRange(time, timeZone)}
              </option>
            ))}
          </select>
        </div>
        <DialogError message={error} />
        <DialogActions>
          <Button type="submit" disabled={!chosen || pending}>
            {pending ? "Moving…" : "Move visit"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Gives the job to another crew at the same time. */
function ReassignDialog({
  job,
  crews,
  pending,
  error,
  onClose,
  onReassign,
}: {
  job: ScheduleJob;
  crews: ScheduleCrew[];
  pending: boolean;
  error: string | undefined;
  onClose: () => void;
  onReassign: (crew: string) => void;
}) {
  const crewId = useId();
  const others = crews.filter((crew) => crew.code !== job.crew);
  const [crew, setCrew] = useState(others[0]?.code ?? "");
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Reassign visit"
      description={<p>The visit keeps its time; the crew you choose must be free then.</p>}
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (crew) onReassign(crew);
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={crewId}>Crew</Label>
          <select
            id={crewId}
            value={crew}
            onChange={(event) => setCrew(event.target.value)}
            className="min-h-10 rounded-md border border-input bg-card px-3 text-sm"
          >
            {others.map((each) => (
              <option key={each.code} value={each.code}>
                {each.name}
              </option>
            ))}
          </select>
        </div>
        <DialogError message={error} />
        <DialogActions>
          <Button type="submit" disabled={!crew || pending}>
            {pending ? "Reassigning…" : "Reassign"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
