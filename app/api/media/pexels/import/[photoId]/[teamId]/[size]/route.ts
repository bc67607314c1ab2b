import { requireTeamMember } from "@/lib/auth/policy";
import { assertNotLimited, countAttempt } from "@/lib/auth/rate-limit";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { stockPhotosOff } from "@/lib/media/pexels/client";
import { pexelsApiKey, STOCK_IMPORT_LIMIT } from "@/lib/media/pexels/config";
import { stockPhotoContracts } from "@/lib/media/pexels/contracts";
import { importStockPhoto } from "@/lib/media/pexels/import";

export const POST = route(stockPhotoContracts.import, async ({ actor, params }) => {
  await requireTeamMember(actor, params.teamId);
  if (!pexelsApiKey()) throw stockPhotosOff();
  const key = `pexels-import:${actor.user.id}`;
  await assertNotLimited(key, STOCK_IMPORT_LIMIT);
  await countAttempt(key, STOCK_IMPORT_LIMIT);
  const id = await importStockPhoto({ teamId: params.teamId, userId: actor.user.id, photoId: params.photoId, size: params.size });
  return json({ media: { _id: id } }, { status: 201 });
});
