import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NoticePage } from "@/components/layout/notice-page";
import { ButtonLink, CheckCircleIcon } from "@/components/ui";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("workspaces.deleted"))("metaTitle") };
}

// Where the browser lands after deleting a workspace (accounts spec §2). Outside the logged-in shell:
// the shell's workspace list may still name the deleted workspace until the next page load.
export default async function WorkspaceDeletedPage() {
  const t = await getTranslations("workspaces.deleted");
  return (
    <NoticePage tone="success" icon={<CheckCircleIcon className="size-6" />} title={t("message")}>
      <p className="mt-2 text-[0.9375rem] leading-6 text-ink-500">{t("text")}</p>
      <ButtonLink href="/documents" size="lg" className="mt-8" fullWidth>
        {t("action")}
      </ButtonLink>
    </NoticePage>
  );
}
