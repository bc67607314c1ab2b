import { describe, expect, it } from "vitest";
import { currentWorkspace, type ShellMembership } from "./workspaces";

const a: ShellMembership = { teamId: "a", teamName: "A", role: "ADMIN" };
const b: ShellMembership = { teamId: "b", teamName: "B", role: "MEMBER" };

describe("currentWorkspace", () => {
  it("takes the cookie's workspace when the user belongs to it, else the first", () => {
    expect(currentWorkspace([a, b], "b")).toBe(b);
    expect(currentWorkspace([a, b], "x")).toBe(a);
    expect(currentWorkspace([a, b], undefined)).toBe(a);
    expect(currentWorkspace([], "a")).toBeNull();
  });
});
