import { db } from "@/lib/db/client";
import { createUser } from "../factories/users";
import { callRoute, type CallOptions } from "../support/call-route";

// Shared by the operator console's overview tests: the people who must be refused, and a caller.

export type Handler = Parameters<typeof callRoute>[0];

export const superAdmin = () => createUser({ superAdmin: true });

/**
 * Everyone signed in who is not a super admin: a normal user (a MEMBER everywhere), a workspace
 * admin, a user with only the global role "admin", and one with only the super-admin flag.
 */
export async function refusedUsers() {
  const [normal, workspaceAdmin, roleOnly, flagOnly] = await Promise.all([createUser(), createUser(), createUser(), createUser()]);
  await db.member.updateMany({ where: { userId: normal.user.id }, data: { role: "MEMBER" } });
  await db.user.update({ where: { id: roleOnly.user.id }, data: { roles: ["admin"], isSuperAdmin: false } });
  await db.user.update({ where: { id: flagOnly.user.id }, data: { roles: [], isSuperAdmin: true } });
  return { normal, workspaceAdmin, roleOnly, flagOnly };
}

export const call = (handler: Handler, method: string, token: string | undefined, options: Omit<CallOptions, "token"> = {}) =>
  callRoute(handler, method, "/api/superadmin/x", { ...options, token });

/** The field → message map of a 400. */
export const fieldsOf = (body: { error: { fields?: { path: string; message: string }[] } }) =>
  Object.fromEntries((body.error.fields ?? []).map((field) => [field.path, field.message]));

export const auditCount = (where: { targetId?: string; actorId?: string | { in: string[] } }) => db.auditLog.count({ where });
