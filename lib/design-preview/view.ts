import "server-only";
import { authenticate } from "@/lib/auth/actor";
import { fromDbGroup } from "@/lib/design-templates/schemas";
import { designPreviewPath, designsPath, isDesignProduct, type DesignProduct } from "@/lib/design-templates/products";
import { documentStyle } from "@/lib/doc-styles/css";
import { readCookie } from "@/lib/http/cookies";
import { requestLocale } from "@/lib/http/request-locale";
import { MESSAGES } from "@/lib/i18n/messages";
import { shareBuildStamp, shareRenderer } from "@/lib/share/build-output";
import { pageAssets } from "@/lib/share/page-base";
import { shareHtmlResponse } from "@/lib/share/respond";
import { WORKSPACE_COOKIE } from "@/lib/shell/workspaces";
import { findPreviewDesign, type PreviewDesign } from "./design";
import { startFromDesign } from "./start";
import { designFileUrl, registerWithDesignPath } from "./urls";

// The public design preview, /design-preview/{schabloneId}/{docId} (workspace spec §2): a route
// handler answering server-rendered HTML from the share view's renderer (see ARCHITECTURE.md,
// Sharing), so it is as light and fast as a shared document. GET shows it; the "Use this design"
// form POSTs to the same address.

type Params = { schabloneId: string; docId: string };

/** The page is the same for everyone (the form decides on POST): shared caches may keep it a minute. */
const PAGE_HEADERS = { "cache-control": "public, max-age=60", vary: "accept-language, cookie" };
const DEFAULT_GALLERY: DesignProduct = "proposal";

/** The design the address names: its definition exists and `docId` is its design document. */
async function designOf(params: Params): Promise<PreviewDesign | null> {
  const design = await findPreviewDesign(params.schabloneId);
  return design && design.docId === params.docId ? design : null;
}

async function missingResponse(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const messages = MESSAGES[locale] as unknown as Record<string, unknown>;
  const title = (MESSAGES[locale] as unknown as { designs: { preview: { missingTitle: string } } }).designs.preview.missingTitle;
  const renderer = await shareRenderer();
  const html = renderer.renderDesignMissing({ locale, messages, assets: pageAssets(null), title, brand: null, visit: null, galleryHref: designsPath(DEFAULT_GALLERY) });
  return shareHtmlResponse(html, 404);
}

// Rendered once per design (as read, see findPreviewDesign's TTL), language and build.
const rendered = new WeakMap<PreviewDesign, Map<string, string>>();

async function renderPreview(request: Request, design: PreviewDesign): Promise<string> {
  const locale = requestLocale(request);
  const key = `${locale}:${shareBuildStamp()}`;
  const pages = rendered.get(design) ?? new Map<string, string>();
  rendered.set(design, pages);
  const cached = pages.get(key);
  if (cached) return cached;
  const messages = MESSAGES[locale] as unknown as Record<string, unknown>;
  const groups = (messages as { designs: { groups: Record<string, string> } }).designs.groups;
  const { frozen } = design;
  const renderer = await shareRenderer();
  const html = renderer.renderDesignPreview({
    locale,
    messages,
    assets: pageAssets(frozen.blocks.map((block) => block.segmentType)),
    title: design.title,
    brand: null,
    visit: null,
    schabloneId: design.id,
    designTitle: design.title,
    groupLabel: groups[fromDbGroup(design.group)] ?? "",
    frozen,
    ...documentStyle(frozen.document.id, frozen.document.styleData, (fileId) => designFileUrl(fileId, design.id)),
    backHref: designsPath(isDesignProduct(design.product) ? design.product : DEFAULT_GALLERY),
    useAction: designPreviewPath(design.id, design.docId),
  });
  pages.set(key, html);
  return html;
}

/** GET: the preview, or the 404 page for an unknown design or a document that is not its design document. */
export async function getDesignPreview(request: Request, params: Params): Promise<Response> {
  const design = await designOf(params);
  if (!design) return missingResponse(request);
  return shareHtmlResponse(await renderPreview(request, design), 200, PAGE_HEADERS);
}

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });

/**
 * POST, "Use this design": a signed-in visitor gets a new document from the design in the workspace
 * they are in and goes to it; anyone else goes to registration, which creates the document once the
 * account exists (POST /api/register with designTemplateId).
 */
export async function postUseDesign(request: Request, params: Params): Promise<Response> {
  const design = await designOf(params);
  if (!design) return missingResponse(request);
  const actor = await authenticate(request);
  if (!actor) return seeOther(registerWithDesignPath(design.id));
  const created = await startFromDesign(actor, design.id, readCookie(request, WORKSPACE_COOKIE));
  return seeOther(created ? `/document/${created.id}` : "/documents");
}
