import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DocStyleList } from "@/components/doc-styles/doc-style-list";
import { BrandImage } from "@/components/workspaces/brand-image";
import { DeleteWorkspace } from "@/components/workspaces/delete-workspace";
import { ImageList } from "@/components/workspaces/image-list";
import { WorkspaceSettingsForm } from "@/components/workspaces/workspace-settings-form";
import { Badge, ButtonLink, Card, CardHeader, EmptyState, PageHeader } from "@/components/ui";
import { requireActor } from "@/lib/auth/page-session";
import { isId } from "@/lib/validation/ids";
import { loadTeamFor } from "@/lib/teams/workspaces";

type Params = Promise<{ id: string }>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("workspaces.settings"))("metaTitle") };
}

// Workspace edit (accounts spec §2): the team is loaded by id, and the page is empty when that fails
// (unknown id, or a workspace the visitor is not a member of; which of the two is not told).
export default async function WorkspacePage({ params }: { params: Params }) {
  const { id } = await params;
  const actor = await requireActor();
  const [t, team] = await Promise.all([getTranslations("workspaces"), isId(id) ? loadTeamFor(actor.user.id, id) : null]);

  if (!team) {
    return (
      <>
        <PageHeader title={t("settings.metaTitle")} />
        <EmptyState
          title={t("notLoaded.title")}
          text={t("notLoaded.text")}
          action={<ButtonLink href="/documents">{t("notLoaded.action")}</ButtonLink>}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        eyebrow={
          <span className="flex items-center gap-2">
            {t("settings.eyebrow")}
            <Badge tone={team.isTeamAdmin ? "accent" : "neutral"}>{team.isTeamAdmin ? t("settings.roleAdmin") : t("settings.roleMember")}</Badge>
          </span>
        }
        title={team.name}
        description={t("settings.description")}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card as="section" aria-labelledby="workspace-general-title" className="self-start">
          <h2 id="workspace-general-title" className="mb-5 text-base font-semibold tracking-tight text-ink-900">
            {t("settings.generalTitle")}
          </h2>
          <WorkspaceSettingsForm team={team} />
        </Card>
        <div className="flex flex-col gap-6">
          <Card as="section" aria-labelledby="workspace-logo-title">
            <CardHeader title={<span id="workspace-logo-title">{t("branding.logoTitle")}</span>} />
            <BrandImage teamId={team.id} teamName={team.name} kind="logo" src={team.logo} canEdit={team.isTeamAdmin} />
          </Card>
          <Card as="section" aria-labelledby="workspace-favicon-title">
            <CardHeader title={<span id="workspace-favicon-title">{t("branding.faviconTitle")}</span>} />
            <BrandImage teamId={team.id} teamName={team.name} kind="favicon" src={team.favicon} canEdit={team.isTeamAdmin} />
          </Card>
        </div>
      </div>
      <Card as="section" aria-labelledby="workspace-styles-title" className="mt-8">
        <DocStyleList
          teamId={team.id}
          isAdmin={team.isTeamAdmin}
          styles={team.docStyles.map((style) => ({ ...style, updatedAt: style.updatedAt.toISOString() }))}
        />
      </Card>
      <Card as="section" aria-labelledby="workspace-images-title" className="mt-8">
        <CardHeader title={<span id="workspace-images-title">{t("images.title")}</span>} />
        <ImageList teamId={team.id} imageIds={team.imageList} canEdit={team.isTeamAdmin} />
      </Card>
      {team.isTeamAdmin && (
        <Card as="section" aria-labelledby="workspace-danger-title" className="mt-8 border-danger-200">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <h2 id="workspace-danger-title" className="text-base font-semibold tracking-tight text-danger-800">
                {t("danger.title")}
              </h2>
              <p className="mt-1 max-w-xl text-sm leading-6 text-ink-600">{t("danger.text")}</p>
            </div>
            <DeleteWorkspace teamId={team.id} teamName={team.name} />
          </div>
        </Card>
      )}
    </>
  );
}
