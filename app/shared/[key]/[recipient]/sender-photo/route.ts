import { serveSenderPhoto } from "@/lib/share/share-images-route";

// The photo of the planner who sent the share, for its landing page's signature. 404 for anything
// but an open share whose sender has a photo.

type Context = { params: Promise<{ key: string; recipient: string }> };

export const dynamic = "force-dynamic";

export async function GET(_request: Request, context: Context) {
  const { key, recipient } = await context.params;
  try {
    return await serveSenderPhoto(key, recipient);
  } catch (error) {
    console.error("[share sender photo]", error);
    return new Response("Not available", { status: 503, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  }
}
