import { choicesContracts } from "@/lib/acceptance/choices-contracts";
import { saveChoices } from "@/lib/acceptance/choices-write";
import { route } from "@/lib/http/route";

// Public: a share's client saves their choices in its pricing tables. Who may is decided by the share
// itself (open, its recipient, its PIN cookie, a deal to close): see lib/acceptance/choices-write.ts.
export const PUT = route(choicesContracts.save, async ({ request, params, body, t }) => saveChoices(request, params.key, params.n, body.choices, t));
