import { notFound } from "@/lib/http/errors";
import { unknownApiPathContracts } from "@/lib/http/meta-contracts";
import { route } from "@/lib/http/route";

// Any /api/ path no other route handles, /api itself included: a 404 in the error model, in JSON, for every method. Without
// it the app's dynamic pages (app/(app)/[designRoute]/[teamId], app/[...unknown]) caught such paths
// and answered a redirect to an HTML page. Next prefers every more specific route over this one.
const answer = (method: keyof typeof unknownApiPathContracts) =>
  route(unknownApiPathContracts[method], async () => {
    throw notFound();
  });

export const GET = answer("GET");
export const POST = answer("POST");
export const PUT = answer("PUT");
export const PATCH = answer("PATCH");
export const DELETE = answer("DELETE");
