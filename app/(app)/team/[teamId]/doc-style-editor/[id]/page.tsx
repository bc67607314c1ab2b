import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DocStyleEditor } from "@/components/doc-styles/doc-style-editor";
import { NotFoundState } from "@/components/members/not-found-state";
import { requireActor } from "@/lib/auth/page-session";
import { readDocStyleView } from "@/lib/doc-styles/service";
import { AppError } from "@/lib/http/errors";
import type { CurrencyCode } from "@/lib/pricing/types";
import { loadTeamFor } from "@/lib/teams/workspaces";
import { isId } from "@/lib/validation/ids";

type Params = Promise<{ teamId: string; id: string }>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("docStyles.editor"))("metaTitle") };
}

/** The style when it is one of this workspace's; null for unknown ids and other workspaces' styles alike. */
async function loadStyle(teamId: string, styleId: string) {
  try {
    const style = await readDocStyleView(styleId);
    return style.teamId === teamId ? style : null;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

// The doc style editor (accounts spec §2 /team/:tid/doc-style-editor/:id). Members of the workspace
// see the style; its admins edit it. Anyone else, an unknown id or another workspace's style gets the
// same "not found" (no existence leak).
export default async function DocStyleEditorPage({ params }: { params: Params }) {
  const [{ teamId, id }, actor, t] = await Promise.all([params, requireActor(), getTranslations("docStyles.notFound")]);
  const team = isId(teamId) && isId(id) ? await loadTeamFor(actor.user.id, teamId) : null;
  const style = team ? await loadStyle(team.id, id) : null;
  if (!team || !style) return <NotFoundState title={t("title")} text={t("text")} />;
  return (
    <DocStyleEditor
      key={style.id}
      style={{ ...style, updatedAt: style.updatedAt.toISOString() }}
      team={{
        id: team.id,
        name: team.name,
        isAdmin: team.isTeamAdmin,
        // The sample document shows no logo or Instagram block: the brand is not needed here.
        render: {
          name: team.name,
          logoId: null,
          instagram: team.socialMedia.instagram,
          defaultCurrency: team.defaultCurrency as CurrencyCode,
          numberFormat: team.numberFormat,
        },
      }}
    />
  );
}
