import type { Actor } from "@/lib/auth/actor";
import { requireTeamMember } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { mediaUrl } from "@/lib/documents/view";
import { LIBRARY_ORIGINAL } from "./list";

// Renaming, moving, deleting and recovering library images (issue 8). Only library images are
// managed here: the workspace logo, favicon and floor plans are Media rows too, but they belong to
// their own settings and are never listed in the library.

/** The library image, if the caller is a member of its workspace; anything else is 404. */
export async function requireLibraryMedia(actor: Actor, mediaId: string) {
  const media = await db.media.findFirst({
    where: { id: mediaId, kind: "IMAGE", storageKey: { contains: LIBRARY_ORIGINAL } },
    select: { id: true, teamId: true },
  });
  if (!media) throw notFound();
  await requireTeamMember(actor, media.teamId);
  return media;
}

export async function renameMedia(mediaId: string, name: string) {
  const row = await db.media.update({ where: { id: mediaId }, data: { name }, select: { name: true } });
  return { name: row.name };
}

/** Into an album of the same workspace, or out of every album (null). A foreign album is 404. */
export async function moveMediaToAlbum(media: { id: string; teamId: string }, albumId: string | null) {
  if (albumId) {
    const album = await db.album.findFirst({ where: { id: albumId, teamId: media.teamId }, select: { id: true } });
    if (!album) throw notFound();
  }
  await db.media.update({ where: { id: media.id }, data: { albumId } });
}

/** Soft delete: the file stays, so blocks that show it keep working and it can be recovered. */
export async function setMediaDeleted(mediaId: string, deleted: boolean) {
  await db.media.update({ where: { id: mediaId }, data: { deleted, deletedAt: deleted ? new Date() : null } });
}

/**
 * Library images of the caller's workspaces uploaded from a file of exactly this name
 * (case-insensitive), deleted ones included and flagged, so a client can offer the existing one.
 */
export async function findByOriginalName(userId: string, name: string) {
  const rows = await db.media.findMany({
    where: {
      sourceFileName: { equals: name, mode: "insensitive" },
      kind: "IMAGE",
      storageKey: { contains: LIBRARY_ORIGINAL },
      team: { members: { some: { userId, acceptedAt: { not: null } } } },
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
    select: { id: true, teamId: true, albumId: true, name: true, sourceFileName: true, deleted: true },
  });
  return rows.map((row) => ({ _id: row.id, ...row, url: mediaUrl(row.id) ?? "" }));
}
