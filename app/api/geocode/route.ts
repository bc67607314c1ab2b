import { assertNotLimited, countAttempt } from "@/lib/auth/rate-limit";
import { route } from "@/lib/http/route";
import { mapContracts } from "@/lib/maps/contracts";
import { GEOCODE_LIMIT, searchAddress } from "@/lib/maps/geocode";

export const GET = route(mapContracts.geocode, async ({ actor, query, locale }) => {
  // Every search counts (it costs the shared upstream a request), per user.
  const key = `geocode:${actor.user.id}`;
  await assertNotLimited(key, GEOCODE_LIMIT);
  await countAttempt(key, GEOCODE_LIMIT);
  return { results: await searchAddress(query.q, locale) };
});
