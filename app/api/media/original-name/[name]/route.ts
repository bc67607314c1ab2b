import { route } from "@/lib/http/route";
import { mediaLibraryContracts } from "@/lib/media/library-contracts";
import { findByOriginalName } from "@/lib/media/manage";

// Only the caller's own workspaces are searched, so a stranger's name finds nothing (an empty list).
export const GET = route(mediaLibraryContracts.byOriginalName, async ({ actor, params }) => findByOriginalName(actor.user.id, params.name));
