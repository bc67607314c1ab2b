import type { Module } from "@/lib/auth/policy";
import type { PaymentMethod } from "@/lib/db/generated/client";
import type { Messages } from "@/lib/i18n/messages";
import { paymentPagePath } from "@/lib/plans/payment-page";
import { currentWorkspace, type ShellMembership } from "@/lib/shell/workspaces";
import type { NavIconName } from "./icons";

/**
 * The sidebar's destinations: the one registry. A new page adds one line here (its label goes under
 * `shell.nav.<key>` in every messages file); the sidebar, its gating and its tests pick it up.
 */
/** A destination's label under `shell.nav` in the messages. */
export type NavKey = keyof Messages["shell"]["nav"];

export interface NavItem {
  /** Stable id and message key: `shell.nav.<key>`. */
  key: NavKey;
  /**
   * `{teamId}` stands for the current workspace; such items are left out when the user has none.
   * `{paymentPage}` stands for the user's payment page (/plan-stripe or /plan-direct, by payment method).
   */
  href: string;
  icon: NavIconName;
  /** "main" destinations, the current workspace's admin links, and the user's own pages. */
  section: "main" | "workspace" | "account";
  /** Shown only to users with this module enabled (modulesEnabled). */
  module?: Module;
  /** Shown only to ADMINs of the current workspace. */
  adminOnly?: boolean;
  /** Shown only to operators (the global admin role and the super-admin flag, lib/auth/policy.ts isSuperAdmin). */
  superAdminOnly?: boolean;
  /** Hidden on mobile-width screens (width 768 px or less), by CSS so it also holds without JavaScript. */
  hideOnMobile?: boolean;
  /** false until the page exists: the issue that builds the page flips it (or removes the line). */
  available?: boolean;
  /** A small tag after the label. */
  badge?: "soon";
}

export const NAV_ITEMS: NavItem[] = [
  { key: "documents", href: "/documents", icon: "documents", section: "main" },
  { key: "mediaLibrary", href: "/media-library", icon: "media", section: "main" },
  // The saved blocks issue builds /content-templates and flips this flag.
  { key: "contentTemplates", href: "/content-templates", icon: "templates", section: "main" },
  { key: "archive", href: "/archive", icon: "archive", section: "main" },
  // Workspace spec §2: only with the catalog module, and not on mobile-width screens.
  { key: "catalog", href: "/catalog", icon: "catalog", section: "main", module: "catalog", hideOnMobile: true },
  { key: "contacts", href: "/contact", icon: "contacts", section: "main" },
  { key: "academy", href: "/academy", icon: "academy", section: "main", module: "academy" },
  { key: "team", href: "/team/{teamId}/member", icon: "team", section: "workspace", adminOnly: true },
  { key: "workspaceSettings", href: "/workspace/{teamId}", icon: "settings", section: "workspace", adminOnly: true },
  { key: "profile", href: "/profile", icon: "profile", section: "account" },
  { key: "plan", href: "{paymentPage}", icon: "plan", section: "account" },
  { key: "operatorConsole", href: "/super-admin", icon: "operator", section: "account", superAdminOnly: true },
];

/** A destination as the sidebar draws it: plain data, so it can be handed to a client component. */
export interface VisibleNavItem {
  key: NavKey;
  href: string;
  icon: NavIconName;
  section: NavItem["section"];
  hideOnMobile: boolean;
  badge?: NavItem["badge"];
}

interface NavUser {
  modulesEnabled: string[];
  /** Chooses the payment page the "Plan" item leads to; card payments (STRIPE) when not given. */
  paymentMethod?: PaymentMethod;
  /** Whether the user is an operator, as `isSuperAdmin` of lib/auth/policy.ts answers it (asked on the server). */
  superAdmin?: boolean;
}

/**
 * The destinations this user sees: pages that exist, modules the user has, admin links only for
 * admins of the current workspace (the one `currentTeamId` names, else the first membership).
 */
export function visibleNavItems(
  user: NavUser,
  memberships: ShellMembership[],
  currentTeamId?: string | null,
  items: NavItem[] = NAV_ITEMS,
): VisibleNavItem[] {
  const workspace = currentWorkspace(memberships, currentTeamId ?? undefined);
  return items.flatMap((item) => {
    if (item.available === false) return [];
    if (item.module && !user.modulesEnabled.includes(item.module)) return [];
    if (item.superAdminOnly && !user.superAdmin) return [];
    const needsWorkspace = item.href.includes("{teamId}");
    if ((needsWorkspace || item.adminOnly) && !workspace) return [];
    if (item.adminOnly && workspace?.role !== "ADMIN") return [];
    const href = (workspace ? item.href.replaceAll("{teamId}", encodeURIComponent(workspace.teamId)) : item.href).replaceAll(
      "{paymentPage}",
      paymentPagePath(user.paymentMethod ?? "STRIPE"),
    );
    return [{ key: item.key, href, icon: item.icon, section: item.section, hideOnMobile: item.hideOnMobile ?? false, ...(item.badge ? { badge: item.badge } : {}) }];
  });
}
