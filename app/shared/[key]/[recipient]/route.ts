import { getSharePage, postSharePin } from "@/lib/share/view";
import { notAvailableResponse } from "@/lib/sharing/short-link";

// The public share view (no account needed): server-rendered HTML from a route handler, so a
// recipient's phone gets the document and a few small scripts, not a framework (lib/share/view.ts).
// Whatever fails (the database, a missing renderer build) answers a plain, translated page, 503.

type Context = { params: Promise<{ key: string; recipient: string }> };

export const dynamic = "force-dynamic";

async function orUnavailable(request: Request, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    console.error("[share view]", error);
    return notAvailableResponse(request, 503);
  }
}

export async function GET(request: Request, context: Context) {
  return orUnavailable(request, async () => getSharePage(request, await context.params));
}

export async function POST(request: Request, context: Context) {
  return orUnavailable(request, async () => postSharePin(request, await context.params));
}
