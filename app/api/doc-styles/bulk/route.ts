import { docStyleContracts } from "@/lib/doc-styles/contracts";
import { bulkDocStyles } from "@/lib/doc-styles/service";
import { route } from "@/lib/http/route";

// No policy line: the query itself keeps to the styles the caller may read (lib/doc-styles/service.ts).
export const POST = route(docStyleContracts.bulk, async ({ actor, body }) => bulkDocStyles(actor, body.ids));
