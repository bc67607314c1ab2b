import { isSuperAdmin, requireTeamAdmin, requireTeamMember } from "@/lib/auth/policy";
import { invalidInput, notFound } from "@/lib/http/errors";
import { readFormBody } from "@/lib/http/form-body";
import { route } from "@/lib/http/route";
import { readBrandImage, removeBrandImage, setBrandImage, type BrandImage } from "./branding";
import { brandImageContracts } from "./contracts";
import { imageFromForm } from "./library-image";

/**
 * The handlers of /api/team/{id}/logo and /api/team/{id}/favicon, which differ only in the image:
 * admins set (multipart `file`, or JSON `{ mediaId }` of an image in this workspace's library) and
 * unset it, members (and super admins) read its bytes.
 */
export function brandImageRoutes(kind: BrandImage) {
  const contracts = brandImageContracts[kind];
  return {
    POST: route(contracts.upload, async ({ actor, params, request, t }) => {
      await requireTeamAdmin(actor, params.id);
      const file = await imageFromForm(await readFormBody(request), { teamId: params.id }, t);
      if (!file) throw invalidInput("invalidInput", [{ path: "file", message: "validation.required" }]);
      return setBrandImage(params.id, actor.user.id, kind, file);
    }),

    DELETE: route(contracts.remove, async ({ actor, params }) => {
      await requireTeamAdmin(actor, params.id);
      return removeBrandImage(params.id, kind);
    }),

    GET: route(contracts.read, async ({ actor, params }) => {
      // Super admins view any document (accounts spec §6), its workspace's logo and favicon included.
      if (!isSuperAdmin(actor.user)) await requireTeamMember(actor, params.id);
      const image = await readBrandImage(params.id, kind);
      if (!image) throw notFound();
      return new Response(new Uint8Array(image.bytes), {
        headers: { "content-type": image.mimeType, "cache-control": "private, max-age=300", "x-content-type-options": "nosniff" },
      });
    }),
  };
}
