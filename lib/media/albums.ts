import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import type { AlbumView } from "./library-contracts";

// Albums of a workspace's media library. Route handlers authorize first (lib/auth/policy).

const nameTaken = () => new AppError("CONFLICT", "albumNameTaken", {}, [{ path: "albumName", message: "errors.albumNameTaken" }]);
const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === "P2002";
const view = (row: { id: string; name: string }): AlbumView => ({ _id: row.id, id: row.id, name: row.name });

/** A new album; the name (already trimmed by the contract) is unique per workspace, case-insensitively. */
export async function createAlbum(teamId: string, name: string): Promise<AlbumView> {
  const taken = await db.album.findFirst({ where: { teamId, name: { equals: name, mode: "insensitive" } }, select: { id: true } });
  if (taken) throw nameTaken();
  try {
    return view(await db.album.create({ data: { teamId, name }, select: { id: true, name: true } }));
  } catch (error) {
    // Two people creating the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function listAlbums(teamId: string): Promise<{ items: AlbumView[] }> {
  const rows = await db.album.findMany({ where: { teamId }, orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true, name: true } });
  return { items: rows.map(view) };
}
