import type { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { freezeDocument } from "@/lib/sharing/freeze";
import { newShareKey, newShortCode } from "@/lib/sharing/keys";
import { createDocument } from "../factories/documents";
import { firstTeamOf } from "../factories/teams";
import { createUser } from "../factories/users";

type Segment = { segmentType: string; content?: Prisma.InputJsonValue; metaData?: Prisma.InputJsonValue };

/**
 * A share of a fresh document, written directly (the share routes are tested on their own). With
 * `segments`, the document gets those blocks and the share their frozen copy (as sharing freezes it).
 */
export async function createShare(
  options: { pin?: string; enabled?: boolean; expiresInMs?: number; linkName?: string; emailNotifications?: boolean; language?: string; segments?: Segment[] } = {},
) {
  const owner = await createUser({ language: options.language ?? "en" });
  if (options.emailNotifications === false) await db.user.update({ where: { id: owner.user.id }, data: { emailNotifications: false } });
  const teamId = await firstTeamOf(owner.user.id);
  const document = await createDocument(owner.user.id, teamId, {}, options.segments ?? []);
  const frozen = options.segments ? (await db.$transaction((tx) => freezeDocument(tx, document.id))).frozen : {};
  const share = await db.snapshot.create({
    data: {
      documentId: document.id,
      createdById: owner.user.id,
      frozen: frozen as Prisma.InputJsonValue,
      shareKey: newShareKey(),
      shortCode: newShortCode(),
      linkName: options.linkName ?? "For the bride",
      expiryDate: new Date(Date.now() + (options.expiresInMs ?? 86_400_000)),
      pinProtectionCode: options.pin ?? null,
      enabled: options.enabled ?? true,
      recipients: { create: [{ recipientKey: "0" }, { recipientKey: "1" }] },
    },
  });
  return { owner, teamId, document, share };
}
