import { describe, expect, it } from "vitest";
import type { ShellMembership } from "@/lib/shell/workspaces";
import { NAV_ITEMS, visibleNavItems, type NavItem, type NavKey } from "./nav-items";

const plain = { modulesEnabled: [] as string[] };
const admin: ShellMembership = { teamId: "team-a", teamName: "Atelier", role: "ADMIN" };
const member: ShellMembership = { teamId: "team-b", teamName: "Bloom", role: "MEMBER" };
const keys = (items: { key: NavKey }[]) => items.map((item) => item.key);

describe("visibleNavItems", () => {
  it("shows the pages that exist, in registry order, and never an unavailable one", () => {
    const visible = visibleNavItems(plain, [member]);
    expect(keys(visible)).toEqual(["documents", "mediaLibrary", "contentTemplates", "archive", "contacts", "profile", "plan"]);
    const unavailable = NAV_ITEMS.filter((item) => item.available === false).map((item) => item.key);
    expect(unavailable).not.toContain("catalog");
    expect(unavailable).not.toContain("contacts");
    expect(unavailable).not.toContain("mediaLibrary");
    const everything = visibleNavItems({ modulesEnabled: ["academy", "catalog", "team-templates"] }, [admin]);
    expect(keys(everything).filter((key) => unavailable.includes(key))).toEqual([]);
  });

  it("gates items by module", () => {
    expect(keys(visibleNavItems(plain, [member]))).not.toContain("academy");
    // The real registry: the catalog shows only with its module, hidden on mobile-width screens.
    expect(keys(visibleNavItems(plain, [member]))).not.toContain("catalog");
    expect(visibleNavItems({ modulesEnabled: ["catalog"] }, [member]).find((item) => item.key === "catalog")).toEqual({
      key: "catalog",
      href: "/catalog",
      icon: "catalog",
      section: "main",
      hideOnMobile: true,
    });
    expect(keys(visibleNavItems({ modulesEnabled: ["academy"] }, [member]))).toContain("academy");
    const registry: NavItem[] = [{ key: "catalog", href: "/catalog", icon: "catalog", section: "main", module: "catalog", hideOnMobile: true }];
    expect(visibleNavItems(plain, [member], null, registry)).toEqual([]);
    expect(visibleNavItems({ modulesEnabled: ["catalog"] }, [member], null, registry)).toEqual([
      { key: "catalog", href: "/catalog", icon: "catalog", section: "main", hideOnMobile: true },
    ]);
  });

  it("shows the team and workspace settings links only to admins of the current workspace, with its id", () => {
    const asAdmin = visibleNavItems(plain, [admin, member]);
    expect(asAdmin.filter((item) => item.section === "workspace")).toEqual([
      { key: "team", href: "/team/team-a/member", icon: "team", section: "workspace", hideOnMobile: false },
      { key: "workspaceSettings", href: "/workspace/team-a", icon: "settings", section: "workspace", hideOnMobile: false },
    ]);
    expect(keys(visibleNavItems(plain, [admin, member], "team-b"))).not.toContain("team");
    expect(keys(visibleNavItems(plain, [member, admin], "team-a"))).toContain("team");
  });

  it("falls back to the first workspace when the chosen one is not the user's, and drops workspace links without any", () => {
    expect(visibleNavItems(plain, [admin], "someone-elses-team").find((item) => item.key === "team")?.href).toBe("/team/team-a/member");
    expect(keys(visibleNavItems(plain, []))).toEqual(["documents", "mediaLibrary", "contentTemplates", "archive", "contacts", "profile", "plan"]);
  });

  it("leads \"Plan\" to the payment page of the user's payment method", () => {
    const plan = (user: Parameters<typeof visibleNavItems>[0]) => visibleNavItems(user, [member]).find((item) => item.key === "plan")?.href;
    expect(plan(plain)).toBe("/plan-stripe");
    expect(plan({ ...plain, paymentMethod: "STRIPE" })).toBe("/plan-stripe");
    expect(plan({ ...plain, paymentMethod: "DIRECT" })).toBe("/plan-direct");
    // Not a workspace page: shown without any workspace too.
    expect(visibleNavItems({ ...plain, paymentMethod: "DIRECT" }, []).find((item) => item.key === "plan")?.href).toBe("/plan-direct");
  });

  it("keeps every registry key unique and every href absolute", () => {
    expect(new Set(keys(NAV_ITEMS)).size).toBe(NAV_ITEMS.length);
    expect(NAV_ITEMS.every((item) => item.href.startsWith("/") || item.href === "{paymentPage}")).toBe(true);
  });

  it("shows the operator console to super admins only", () => {
    expect(keys(visibleNavItems(plain, [member]))).not.toContain("operatorConsole");
    expect(keys(visibleNavItems({ ...plain, superAdmin: false }, [member]))).not.toContain("operatorConsole");
    expect(visibleNavItems({ ...plain, superAdmin: true }, [member]).find((item) => item.key === "operatorConsole")?.href).toBe("/super-admin");
  });
});
