import "server-only";
import { actorUserSelect, type Actor } from "@/lib/auth/actor";
import { findMembership } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import { createFromDesignTemplate } from "@/lib/documents/design-template";
import { AppError } from "@/lib/http/errors";
import { loadShellData } from "@/lib/shell/shell-data";
import { currentWorkspace } from "@/lib/shell/workspaces";

/**
 * "Use this design" for a signed-in user: a new document from the design template in the workspace
 * the shell is in (the workspace cookie's, if the user still belongs to it, else their first), as the
 * documents index and the welcome modal would make it. Null when the user has no workspace.
 */
export async function startFromDesign(actor: Actor, schabloneId: string, workspaceCookie: string | undefined): Promise<{ id: string } | null> {
  const { memberships } = await loadShellData(actor.user.id);
  const workspace = currentWorkspace(memberships, workspaceCookie);
  if (!workspace) return null;
  const membership = await findMembership(actor.user.id, workspace.teamId);
  if (!membership) return null;
  const created = await createFromDesignTemplate(actor, membership, schabloneId);
  return { id: created.id };
}

/**
 * After a sign-up that came from "Use this design": the new user's first document, made from the
 * design in their workspace. A registration never fails over it: an unknown design (removed since the
 * preview) or any other problem leaves the account as it is and answers null.
 */
export async function startFromDesignAfterSignUp(userId: string, schabloneId: string): Promise<{ id: string } | null> {
  try {
    const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: actorUserSelect });
    return await startFromDesign({ user, via: { kind: "cookie", rememberMe: false, sessionId: null } }, schabloneId, undefined);
  } catch (error) {
    if (!(error instanceof AppError && error.status === 404)) console.error(`[register] no document from design ${schabloneId} for user ${userId}`, error);
    return null;
  }
}
