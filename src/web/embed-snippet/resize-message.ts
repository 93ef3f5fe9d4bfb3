/**
 * The one message the widget sends to the page that embeds it: its panel's height. The host
 * snippet accepts it only from the widget's origin and frame, and only in this shape
 * (ASVS 3.5.5).
 */
export const RESIZE_MESSAGE_TYPE = "quotewise:resize";

/** Heights outside this range are ignored: no widget state is that tall. */
export const MAX_WIDGET_HEIGHT_PX = 2000;

export interface ResizeMessage {
  type: typeof RESIZE_MESSAGE_TYPE;
  height: number;
}

export function isResizeMessage(data: unknown): data is ResizeMessage {
  if (typeof data !== "object" || data === null) return false;
  const { type, height } = data as Record<string, unknown>;
  return (
    type === RESIZE_MESSAGE_TYPE &&
    typeof height === "number" &&
    Number.isFinite(height) &&
    height > 0 &&
    height <= MAX_WIDGET_HEIGHT_PX
  );
}
