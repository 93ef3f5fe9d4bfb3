import { useId, useState } from "react";
import type { ScheduleCrew } from "@/shared/api/schedule-contract";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { ConfirmDialog } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { toast } from "@/web/components/ui/toast-store";
import { copyText } from "../copy-text";
import { useCrewFeed } from "./api/job-actions";

const madeOn = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });

/**
 * Each crew's calendar feed (docs/product/booking.md#calendar-feed), the owner's: a secret address
 * Google or Apple Calendar subscribes to. It is shown once, when made (only its hash is kept);
 * making another stops the old one; revoking stops it.
 */
export function CrewFeeds({ crews }: { crews: ScheduleCrew[] }) {
  const headingId = useId();
  const { create, revoke } = useCrewFeed();
  const [made, setMade] = useState<{ crew: string; url: string } | null>(null);
  const [revoking, setRevoking] = useState<ScheduleCrew | null>(null);
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId} className="grid gap-4">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            Calendar feeds
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Subscribe to a crew's upcoming jobs in Google Calendar, Apple Calendar or Outlook ("From
            URL" / "New calendar subscription"). Anyone with the address can read the jobs' times
            and addresses: share it only with the crew.
          </p>
        </div>
        <ul className="grid gap-3">
          {crews.map((crew) => (
            <li
              key={crew.code}
              className="grid gap-2 rounded-md border border-border p-3 sm:flex sm:flex-wrap sm:items-center sm:justify-between"
            >
              <div className="text-sm">
                <p className="font-medium">{crew.name}</p>
                <p className="text-muted-foreground">
                  {crew.feedCreatedAt
                    ? `Feed made ${madeOn(crew.feedCreatedAt)}`
                    : "No calendar feed"}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={create.isPending}
                  onClick={() =>
                    create.mutate(crew.code, {
                      onSuccess: (feed) => setMade({ crew: crew.code, url: feed.url }),
                      onError: (error) =>
                        toast({
                          title: "Error",
                          description: error.message,
                          variant: "destructive",
                        }),
                    })
                  }
                >
                  {crew.feedCreatedAt ? "New address" : "Create feed"}
                  <span className="sr-only"> for {crew.name}</span>
                </Button>
                {crew.feedCreatedAt && (
                  <Button size="sm" variant="ghost" onClick={() => setRevoking(crew)}>
                    Revoke<span className="sr-only"> {crew.name}'s feed</span>
                  </Button>
                )}
              </div>
              {made?.crew === crew.code && <FeedAddress url={made.url} crewName={crew.name} />}
            </li>
          ))}
        </ul>
      </section>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke the calendar feed?"
        description={`Calendars subscribed to ${revoking?.name ?? "this crew"}'s address stop receiving its jobs.`}
        confirmLabel="Revoke feed"
        pending={revoke.isPending}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.code, {
            onSuccess: () => {
              toast({ title: "Calendar feed revoked" });
              if (made?.crew === revoking.code) setMade(null);
              setRevoking(null);
            },
            onError: (error) =>
              toast({ title: "Error", description: error.message, variant: "destructive" }),
          })
        }
      />
    </Card>
  );
}

function FeedAddress({ url, crewName }: { url: string; crewName: string }) {
  const id = useId();
  return (
    <div className="grid w-full gap-1.5">
      <Label htmlFor={id}>{crewName}'s calendar address (shown once: copy it now)</Label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={url} onFocus={(event) => event.target.select()} />
        <Button size="sm" variant="secondary" onClick={() => void copyText(url)}>
          Copy
        </Button>
      </div>
    </div>
  );
}
