import { requireTeamMember } from "@/lib/auth/policy";
import { documentContracts } from "@/lib/documents/contracts";
import { createDocument } from "@/lib/documents/create";
import { createFromDesignTemplate } from "@/lib/documents/design-template";
import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";

export const POST = route(documentContracts.create, async ({ actor, params, body, t }) => {
  const membership = await requireTeamMember(actor, params.id);
  const created = body.fromDesignTemplateId
    ? await createFromDesignTemplate(actor, membership, body.fromDesignTemplateId)
    : await createDocument(actor, membership, body, t);
  return json(created, { status: 201 });
});
