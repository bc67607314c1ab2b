import { designTemplateContracts } from "@/lib/design-templates/contracts";
import { listDefinitions } from "@/lib/design-templates/definitions";
import { route } from "@/lib/http/route";

// Public: the definitions are the gallery's content (lib/http/public-routes.ts).
export const GET = route(designTemplateContracts.list, async ({ query }) => ({ definitions: await listDefinitions(query) }));
