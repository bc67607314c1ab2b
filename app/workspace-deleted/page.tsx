import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Wordmark } from "@/components/layout/wordmark";
import { ButtonLink, CheckCircleIcon } from "@/components/ui";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("workspaces.deleted"))("metaTitle") };
}

// Where the browser lands after deleting a workspace (accounts spec §2). Outside the logged-in shell:
// the shell's workspace list may still name the deleted workspace until the next page load.
export default async function WorkspaceDeletedPage() {
  const t = await getTranslations("workspaces.deleted");
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex justify-center px-6 pt-10 pb-2">
        <Wordmark />
      </header>
      <main className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:px-6">
        <div className="w-full max-w-[440px] rounded-2xl border border-ink-200 bg-surface p-8 text-center shadow-lg sm:p-10">
          <span aria-hidden="true" className="mx-auto flex size-12 items-center justify-center rounded-full bg-success-50 text-success-600 ring-1 ring-success-200">
            <CheckCircleIcon className="size-6" />
          </span>
          <h1 className="mt-5 text-xl font-semibold tracking-tight text-ink-900">{t("message")}</h1>
          <p className="mt-2 text-[0.9375rem] leading-6 text-ink-500">{t("text")}</p>
          <ButtonLink href="/documents" size="lg" className="mt-8" fullWidth>
            {t("action")}
          </ButtonLink>
        </div>
      </main>
    </div>
  );
}
