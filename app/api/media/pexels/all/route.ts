import { assertNotLimited, countAttempt } from "@/lib/auth/rate-limit";
import { route } from "@/lib/http/route";
import { stockPhotosOff, searchPhotos } from "@/lib/media/pexels/client";
import { pexelsApiKey, STOCK_SEARCH_LIMIT } from "@/lib/media/pexels/config";
import { stockPhotoContracts } from "@/lib/media/pexels/contracts";

export const GET = route(stockPhotoContracts.search, async ({ actor, query }) => {
  if (!pexelsApiKey()) throw stockPhotosOff();
  // Every search costs the app's shared Pexels quota, so every one counts.
  const key = `pexels-search:${actor.user.id}`;
  await assertNotLimited(key, STOCK_SEARCH_LIMIT);
  await countAttempt(key, STOCK_SEARCH_LIMIT);
  return searchPhotos(query.search, query.page, query.noResults);
});
