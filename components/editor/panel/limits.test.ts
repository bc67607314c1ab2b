import { describe, expect, it } from "vitest";
import * as server from "@/lib/documents/schemas";
import * as panel from "./limits";

describe("panel limits", () => {
  it("are the server's", () => {
    expect(panel.EVENT_USER_STATE_MAX).toBe(server.EVENT_USER_STATE_MAX);
    expect(panel.PRIVATE_NOTE_MAX).toBe(server.PRIVATE_NOTE_MAX);
    expect(panel.CUSTOM_CSS_MAX).toBe(server.CUSTOM_CSS_MAX);
    expect(panel.PAGE_MARGIN_MAX).toBe(server.PAGE_MARGIN_MAX);
    expect(panel.PAGE_WIDTH).toBe(server.PAGE_WIDTH);
    expect(panel.PAGE_CONTENT_MIN).toBe(server.PAGE_CONTENT_MIN);
  });
});
