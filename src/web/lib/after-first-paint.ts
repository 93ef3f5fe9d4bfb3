/**
 * Runs `task` once the page's first frame is painted: a page that arrives drawn (prerendered or
 * server-rendered) shows before its script hydrates it, even when the script is already there.
 * Background tabs paint no frames: a timer starts it there.
 */
export function afterFirstPaint(task: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    task();
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 250);
}
