import { metaContracts } from "@/lib/http/meta-contracts";
import { buildOpenApiDocument } from "@/lib/http/openapi";
import { route } from "@/lib/http/route";

let cached: ReturnType<typeof buildOpenApiDocument> | undefined;

export const GET = route(metaContracts.openapi, async () => (cached ??= buildOpenApiDocument()));
