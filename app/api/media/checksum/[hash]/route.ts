import { requireTeamMember } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { findLibraryImageByChecksum } from "@/lib/media/library-upload";
import { mediaServingContracts } from "@/lib/media/serving-contracts";

// Finds an already uploaded copy of a file (sha256 of its bytes) so the client need not send it again.
export const GET = route(mediaServingContracts.checksum, async ({ actor, params, query }) => {
  if (query.team) await requireTeamMember(actor, query.team);
  return (await findLibraryImageByChecksum(actor.user.id, params.hash, query.team)) ?? {};
});
