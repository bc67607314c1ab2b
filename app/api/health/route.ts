import { metaContracts } from "@/lib/http/meta-contracts";
import { route } from "@/lib/http/route";

// Touches neither the database nor the session: it answers as soon as the server runs (before the
// embedded database has finished migrating), which is what a load balancer's liveness probe asks.
export const GET = route(metaContracts.health, async () => ({ ok: true }));
