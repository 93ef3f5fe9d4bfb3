import { describe, expect, it } from "vitest";
import { isResizeMessage, MAX_WIDGET_HEIGHT_PX, RESIZE_MESSAGE_TYPE } from "./resize-message";

describe("isResizeMessage", () => {
  it("accepts the widget's height message", () => {
    expect(isResizeMessage({ type: RESIZE_MESSAGE_TYPE, height: 512 })).toBe(true);
    expect(isResizeMessage({ type: RESIZE_MESSAGE_TYPE, height: MAX_WIDGET_HEIGHT_PX })).toBe(true);
  });

  it("rejects every other shape", () => {
    for (const data of [
      null,
      "quotewise:resize",
      512,
      { type: "other", height: 512 },
      { type: RESIZE_MESSAGE_TYPE },
      { type: RESIZE_MESSAGE_TYPE, height: "512px" },
      { type: RESIZE_MESSAGE_TYPE, height: Number.NaN },
      { type: RESIZE_MESSAGE_TYPE, height: Number.POSITIVE_INFINITY },
      { type: RESIZE_MESSAGE_TYPE, height: -1 },
      { type: RESIZE_MESSAGE_TYPE, height: 0 },
      { type: RESIZE_MESSAGE_TYPE, height: MAX_WIDGET_HEIGHT_PX + 1 },
    ]) {
      expect(isResizeMessage(data)).toBe(false);
    }
  });
});
