import { type ComponentType, lazy, useEffect, useRef } from "react";

/**
 * A lazily loaded component whose code can be asked for before it renders: a step the visitor
 * reaches next is loaded while they fill in this one, so it never waits on the network.
 */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> & { preload: () => Promise<unknown> } {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}

/** Runs `task` once, when the browser is idle after the first render (at the latest after 2 s). */
export function useWhenIdle(task: () => void): void {
  const latest = useRef(task);
  latest.current = task;
  useEffect(() => {
    const run = () => latest.current();
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(run, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, 200);
    return () => clearTimeout(timer);
  }, []);
}
