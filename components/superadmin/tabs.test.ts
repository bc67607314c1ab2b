import { describe, expect, it } from "vitest";
import { consoleHref, SUPERADMIN_TABS, tabFromSegment } from "./tabs";

describe("operator console tabs", () => {
  it("numbers the tabs from 0, with team admins at 5 and teams at 6 (spec §2)", () => {
    expect(SUPERADMIN_TABS).toHaveLength(10);
    expect(tabFromSegment("0")).toBe("accounts");
    expect(tabFromSegment("5")).toBe("teamAdmins");
    expect(tabFromSegment("6")).toBe("teams");
    expect(tabFromSegment("9")).toBe("audit");
  });

  it("knows no other segment", () => {
    for (const segment of ["10", "-1", "01", "1.0", "", "a", " 1", "1e0"]) expect(tabFromSegment(segment)).toBeNull();
  });

  it("builds links without empty query values", () => {
    expect(consoleHref("accounts")).toBe("/super-admin/0");
    expect(consoleHref("teams", { q: "gala", page: 2, account: null, x: "" })).toBe("/super-admin/6?q=gala&page=2");
  });
});
