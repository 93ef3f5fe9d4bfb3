import "uplot/dist/uPlot.min.css";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import type { FunnelPeriod, FunnelStep } from "@/shared/funnel";
import { STEP_LABELS } from "./funnel-text";

/** One colour and dash per step, told apart without colour too. */
const SERIES_STYLES: Record<FunnelStep, { stroke: string; dash: readonly number[] }> = {
  checks: { stroke: "#2f54d4", dash: [] },
  inArea: { stroke: "#0f766e", dash: [8, 4] },
  priced: { stroke: "#b45309", dash: [2, 3] },
  timeChosen: { stroke: "#4d7c0f", dash: [6, 2, 2, 2] },
  checkoutStarted: { stroke: "#7c3aed", dash: [10, 3, 2, 3] },
  paid: { stroke: "#be123c", dash: [] },
};

const HEIGHT = 280;
/** Visits are whole: the y axis never ticks at halves. */
const WHOLE_STEPS = [
  1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000,
  200_000, 500_000, 1_000_000,
];

/** A period's first day as uPlot's x value: seconds at that calendar date's UTC midnight. */
const secondsOf = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 1000;

/**
 * Visits at each step per day or week, a line per step (uPlot, loaded with this chunk only).
 * The canvas is a picture: its figures are in the table view and the legend names the lines.
 */
export default function FunnelChart({
  periods,
  steps,
  label,
}: {
  periods: FunnelPeriod[];
  steps: readonly FunnelStep[];
  label: string;
}) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      periods.map((period) => secondsOf(period.start)),
      ...steps.map((step) => periods.map((period) => period.counts[step])),
    ];
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        // Dates are calendar days already: show them as such whatever the viewer's zone.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), "Etc/UTC"),
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { y: { range: (_u, _min, max) => [0, Math.max(max, 1)] } },
        axes: [{ stroke: "#4b5565" }, { stroke: "#4b5565", incrs: WHOLE_STEPS }],
        series: [
          {},
          ...steps.map((step) => ({
            label: STEP_LABELS[step],
            stroke: SERIES_STYLES[step].stroke,
            dash: [...SERIES_STYLES[step].dash],
            width: 2,
            points: { show: periods.length <= 60 },
          })),
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => {
      plot.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [periods, steps]);

  return (
    <figure className="grid gap-3">
      <div ref={container} role="img" aria-label={label} className="min-h-[280px] w-full" />
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Lines">
          {steps.map((step) => (
            <li key={step} className="flex items-center gap-1.5">
              <svg aria-hidden width="24" height="8" className="shrink-0">
                <line
                  x1="0"
                  y1="4"
                  x2="24"
                  y2="4"
                  stroke={SERIES_STYLES[step].stroke}
                  strokeWidth="2"
                  strokeDasharray={SERIES_STYLES[step].dash.join(" ")}
                />
              </svg>
              {STEP_LABELS[step]}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
