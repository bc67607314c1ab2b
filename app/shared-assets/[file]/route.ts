import { serveShareAsset } from "@/lib/share/assets-route";

// The share view's built assets (scripts/build-share.mjs): content-hashed names, cached for good.

export async function GET(request: Request, context: { params: Promise<{ file: string }> }) {
  return serveShareAsset(request, (await context.params).file);
}
