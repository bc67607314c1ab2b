import { servePreviewImage } from "@/lib/share/share-images-route";

// The share's link-preview picture (og:image, 1200 x 630): lib/share/preview-image.ts. Public like
// the share's link itself; 404 for anything but an open share, never a 500 for bad input.

type Context = { params: Promise<{ key: string; recipient: string; file: string }> };

export const dynamic = "force-dynamic";

export async function GET(_request: Request, context: Context) {
  const { key, recipient, file } = await context.params;
  try {
    return await servePreviewImage(key, recipient, file);
  } catch (error) {
    console.error("[share preview image]", error);
    return new Response("Not available", { status: 503, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  }
}
