import { z } from "zod";
import { defineContract, successSchema } from "@/lib/http/contract";
import { idSchema as id } from "@/lib/validation/ids";

// The media library's management calls (workspace spec §7, issue 8): albums, renaming, moving,
// soft deletion and recovery, and finding uploads by their original file name. The spec names no
// path for moving, deleting and recovering; these follow its /api/media/{id}/... style.
const tag = "Media";

export const ALBUM_NAME_MAX = 100;
export const MEDIA_NAME_MAX = 200;

const album = z.object({ _id: z.string(), id: z.string(), name: z.string() });
const mediaParams = z.object({ id });

export type AlbumView = z.output<typeof album>;

export const mediaLibraryContracts = {
  createAlbum: defineContract({
    method: "POST",
    path: "/api/team/{id}/media-album",
    tag,
    auth: "user",
    summary: "Create an album in the workspace's media library; names are unique per workspace (409 when taken)",
    params: z.object({ id }),
    body: z.object({ albumName: z.string().trim().min(1).max(ALBUM_NAME_MAX) }),
    example: { albumName: "Venues" },
    response: album,
  }),
  listAlbums: defineContract({
    method: "GET",
    path: "/api/team/{id}/media-album",
    tag,
    auth: "user",
    summary: "The workspace's albums, by name (members of the workspace)",
    params: z.object({ id }),
    response: z.object({ items: z.array(album) }),
  }),
  rename: defineContract({
    method: "POST",
    path: "/api/media/rename/{id}",
    tag,
    auth: "user",
    summary: "Rename a media item (1 to 200 characters, trimmed)",
    params: mediaParams,
    body: z.object({ newName: z.string().trim().min(1).max(MEDIA_NAME_MAX) }),
    example: { newName: "Garden terrace" },
    response: z.object({ name: z.string() }),
  }),
  moveToAlbum: defineContract({
    method: "POST",
    path: "/api/media/{id}/album",
    tag,
    auth: "user",
    summary: "Put a media item into an album of its workspace, or take it out of any album with null",
    params: mediaParams,
    body: z.object({ albumId: id.nullable() }),
    example: { albumId: null },
    response: successSchema,
  }),
  remove: defineContract({
    method: "POST",
    path: "/api/media/{id}/delete",
    tag,
    auth: "user",
    summary: "Move a media item to the library's deleted view (soft delete: blocks keep showing it, it can be recovered)",
    params: mediaParams,
    response: successSchema,
  }),
  recover: defineContract({
    method: "POST",
    path: "/api/media/{id}/undelete",
    tag,
    auth: "user",
    summary: "Bring a deleted media item back into the library",
    params: mediaParams,
    response: successSchema,
  }),
  byOriginalName: defineContract({
    method: "GET",
    path: "/api/media/original-name/{name}",
    tag,
    auth: "user",
    // Searches only the caller's own workspaces and takes no id: a stranger's file name finds nothing.
    scope: "self",
    summary: "Media of the caller's workspaces uploaded from a file of this name (exact, case-insensitive)",
    params: z.object({ name: z.string().min(1).max(255) }),
    response: z.array(
      z.object({
        _id: z.string(),
        id: z.string(),
        teamId: z.string(),
        albumId: z.string().nullable(),
        name: z.string(),
        sourceFileName: z.string(),
        deleted: z.boolean(),
        url: z.string(),
      }),
    ),
  }),
};
