import { type ComponentProps, useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * Every form of the product. It never sends what was typed in a URL: the method is POST, and
 * a prerendered form stays disabled until the page is hydrated, so a submit before the
 * JavaScript has loaded cannot fall back to the browser's native GET. Forms rendered in the
 * browser are ready at once (the server snapshot is used only while hydrating).
 */
export function Form({ children, ...props }: ComponentProps<"form">) {
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return (
    <form method="post" {...props}>
      <fieldset disabled={!hydrated} className="contents">
        {children}
      </fieldset>
    </form>
  );
}
