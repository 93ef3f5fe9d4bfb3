import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False while the page is rendered on the server and while the browser hydrates that markup,
 * true from the render after (and at once for anything rendered in the browser). What depends
 * on the visitor's browser (stored choices, storage) renders from the second render on, so the
 * hydrating render matches the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
