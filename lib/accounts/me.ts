import { isSuperAdmin } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";

// The shape /api/users/me and /api/login answer. `_id` mirrors `id`: the specs' clients read `_id`.
export async function loadMe(userId: string) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      username: true,
      email: true,
      firstname: true,
      lastname: true,
      title: true,
      language: true,
      mobilePhone: true,
      instagramUserName: true,
      imageId: true,
      roles: true,
      isSuperAdmin: true,
      isActivated: true,
      hasCreatedDocuments: true,
      lastUsedVersion: true,
      paymentMethod: true,
      modulesEnabled: true,
      emailNotifications: true,
      signupPromoVideoShown: true,
      referredByCode: { select: { code: true } },
      memberships: {
        where: { acceptedAt: { not: null } },
        orderBy: { createdAt: "asc" },
        select: { id: true, role: true, team: { select: { id: true, name: true } } },
      },
      planHistory: { orderBy: { createdAt: "desc" }, select: { state: true, product: true, expiresAt: true, startsAt: true } },
    },
  });
  const { id, imageId, referredByCode, memberships, planHistory, ...rest } = user;
  return {
    _id: id,
    id,
    ...rest,
    image: imageId ? `/api/user/${id}/profile-photo` : null,
    refCode: referredByCode?.code ?? null,
    superAdmin: isSuperAdmin(user),
    memberships: memberships.map((m) => ({ _id: m.id, role: m.role, team: { _id: m.team.id, name: m.team.name } })),
    membershipIds: memberships.map((m) => m.id),
    planHistory: planHistory.map((p) => ({ type: p.state, product: p.product, startsAt: p.startsAt, expiry: p.expiresAt })),
  };
}

export type Me = Awaited<ReturnType<typeof loadMe>>;
