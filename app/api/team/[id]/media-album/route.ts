import { requireTeamMember } from "@/lib/auth/policy";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { createAlbum, listAlbums } from "@/lib/media/albums";
import { mediaLibraryContracts } from "@/lib/media/library-contracts";

export const GET = route(mediaLibraryContracts.listAlbums, async ({ actor, params }) => {
  await requireTeamMember(actor, params.id);
  return listAlbums(params.id);
});

export const POST = route(mediaLibraryContracts.createAlbum, async ({ actor, params, body }) => {
  await requireTeamMember(actor, params.id);
  return json(await createAlbum(params.id, body.albumName), { status: 201 });
});
