import { requireTeamMember } from "@/lib/auth/policy";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { miscFileContracts } from "@/lib/misc-files/contracts";
import { findMiscFile, miscFileView } from "@/lib/misc-files/misc-files";

export const GET = route(miscFileContracts.read, async ({ actor, params }) => {
  const file = await findMiscFile(params.id);
  if (!file) throw notFound();
  await requireTeamMember(actor, file.teamId);
  return miscFileView(file);
});
