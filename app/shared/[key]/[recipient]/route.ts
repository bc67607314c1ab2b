import { getSharePage, postSharePin } from "@/lib/share/view";

// The public share view (no account needed): server-rendered HTML from a route handler, so a
// recipient's phone gets the document and a few small scripts, not a framework (lib/share/view.ts).

type Context = { params: Promise<{ key: string; recipient: string }> };

export const dynamic = "force-dynamic";

export async function GET(request: Request, context: Context) {
  return getSharePage(request, await context.params);
}

export async function POST(request: Request, context: Context) {
  return postSharePin(request, await context.params);
}
