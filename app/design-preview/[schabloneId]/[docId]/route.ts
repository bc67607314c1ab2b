import { getDesignPreview, postUseDesign } from "@/lib/design-preview/view";
import { notAvailableResponse } from "@/lib/sharing/short-link";

// The public design preview (no account needed): server-rendered HTML from a route handler, like the
// share view (lib/design-preview/view.ts). Whatever fails (the database, a missing renderer build)
// answers a plain, translated page, 503.

type Context = { params: Promise<{ schabloneId: string; docId: string }> };

export const dynamic = "force-dynamic";

async function orUnavailable(request: Request, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    console.error("[design preview]", error);
    return notAvailableResponse(request, 503);
  }
}

export async function GET(request: Request, context: Context) {
  return orUnavailable(request, async () => getDesignPreview(request, await context.params));
}

export async function POST(request: Request, context: Context) {
  return orUnavailable(request, async () => postUseDesign(request, await context.params));
}
