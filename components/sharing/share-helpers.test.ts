import { createFormatter } from "next-intl";
import { describe, expect, it } from "vitest";
import { formatDuration } from "./duration";
import { snapshotOf } from "./share-actions";

const format = createFormatter({ locale: "en" });

describe("share helpers", () => {
  it("reads the changed share from an action's answer, whatever its wrapping", () => {
    const view = { id: "s1", shareInfo: { enabled: false } };
    expect(snapshotOf({ success: true, snapshot: view })).toBe(view);
    expect(snapshotOf(view)).toBe(view);
    expect(snapshotOf({ success: true })).toBeNull();
    expect(snapshotOf(undefined)).toBeNull();
  });

  it("shows reading time in the largest sensible unit", () => {
    expect(formatDuration(4_400, format)).toBe("4 sec");
    expect(formatDuration(185_000, format)).toBe("3 min");
    expect(formatDuration(3_900_000, format)).toBe("1 hr 5 min");
    expect(formatDuration(7_200_000, format)).toBe("2 hr");
    expect(formatDuration(-5, format)).toBe("0 sec");
  });
});
