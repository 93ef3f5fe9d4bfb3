import { cn } from "@/web/components/ui/cn";

export function ProgressDots({ current, count }: { current: number; count: number }) {
  return (
    <div
      role="img"
      aria-label={`Step ${current} of ${count}`}
      data-testid="progress-dots"
      className="flex items-center gap-1.5"
    >
      {Array.from({ length: count }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, nothing else
          key={index}
          className={cn(
            "h-2 rounded-full transition-all motion-reduce:transition-none",
            index + 1 === current ? "w-5 bg-primary" : "w-2",
            index + 1 < current && "bg-primary",
            index + 1 > current && "bg-input/50",
          )}
        />
      ))}
    </div>
  );
}
