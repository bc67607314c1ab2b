import { contentTemplateContracts } from "@/lib/content-templates/contracts";
import { deleteContentTemplate } from "@/lib/content-templates/remove";
import { route } from "@/lib/http/route";

export const DELETE = route(contentTemplateContracts.remove, async ({ actor, params }) => {
  // Authorization is the query's owner scope: a template that is not the caller's answers 404.
  return deleteContentTemplate(actor.user.id, params.id);
});
