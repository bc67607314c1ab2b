import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DeleteAccount } from "@/components/account/delete-account";
import { Card, CardHeader, PageHeader } from "@/components/ui";
import { requireActor } from "@/lib/auth/page-session";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("accountMisc"))("title") };
}

export default async function AccountMiscPage() {
  const actor = await requireActor();
  const t = await getTranslations("accountMisc");
  return (
    <div className="max-w-2xl">
      <PageHeader title={t("title")} description={t("description")} />
      <Card className="border-danger-200">
        <CardHeader title={t("deleteTitle")} />
        <ul className="mb-6 list-disc space-y-2 pl-5 text-sm leading-6 text-ink-700">
          <li>{t("consequenceTemplates")}</li>
          <li>{t("consequenceOwnWorkspaces")}</li>
          <li>{t("consequenceSharedWorkspaces")}</li>
          <li>{t("consequenceFinal")}</li>
        </ul>
        <DeleteAccount firstname={actor.user.firstname} lastname={actor.user.lastname} />
      </Card>
    </div>
  );
}
