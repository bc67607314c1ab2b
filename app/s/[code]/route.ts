import { linkDisabledResponse } from "@/lib/share/view";
import { findShortLinkTarget, notAvailableResponse } from "@/lib/sharing/short-link";

// GET /s/{code} (contract: shareContracts.shortUrl, public): 302 to the share's link address, or
// the public view's link-disabled page (404). The Location is a path, never built from the Host.
export async function GET(request: Request, context: { params: Promise<{ code: string }> }): Promise<Response> {
  let target: string | null;
  try {
    target = await findShortLinkTarget((await context.params).code ?? "");
  } catch (error) {
    console.error("[short link]", error);
    return new Response("Service unavailable", { status: 503, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  }
  if (target) return new Response(null, { status: 302, headers: { location: target, "cache-control": "no-store" } });
  // The plain page stands in only if the share view's renderer cannot answer.
  return linkDisabledResponse(request).catch((error: unknown) => {
    console.error("[short link] link-disabled page", error);
    return notAvailableResponse(request);
  });
}
