import { designTemplateContracts } from "@/lib/design-templates/contracts";
import { readDesignDocument } from "@/lib/design-templates/design-document";
import { route } from "@/lib/http/route";

// Public: the design document behind a gallery entry, read-only (lib/http/public-routes.ts).
export const GET = route(designTemplateContracts.document, async ({ params }) => readDesignDocument(params.schabloneId));
