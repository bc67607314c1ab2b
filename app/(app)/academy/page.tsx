import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { AcademyIcon } from "@/components/shell/icons";
import { ModuleGate } from "@/components/shell/module-gate";
import { Alert, EmptyState, PageHeader } from "@/components/ui";
import { hasModule } from "@/lib/auth/policy";
import { requireActor } from "@/lib/auth/page-session";
import { academyUrl } from "@/lib/shell/academy";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("academy"))("title") };
}

// The embedded academy (workspace spec §2), for users with the academy module; others learn what it
// is and how to get it. It is offered in Turkish only (accounts spec §1); its address comes from ACADEMY_URL.
export default async function AcademyPage() {
  const actor = await requireActor();
  if (!hasModule(actor, "academy")) return <ModuleGate module="academy" />;
  const [t, locale] = await Promise.all([getTranslations("academy"), getLocale()]);
  const url = academyUrl();

  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          url && (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-sm font-medium text-accent-700 underline decoration-accent-300 underline-offset-4 hover:text-accent-800 hover:decoration-accent-500"
            >
              {t("openInNewTab")}
            </a>
          )
        }
      />
      {locale !== "tr" && (
        <Alert tone="info" title={t("turkishOnlyTitle")} className="mb-6">
          {t("turkishOnlyText")}
        </Alert>
      )}
      {url ? (
        <iframe
          src={url}
          title={t("frameTitle")}
          allow="fullscreen; autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-presentation"
          className="block h-[calc(100dvh-14rem)] min-h-[32rem] w-full rounded-2xl border border-ink-200 bg-surface shadow-sm"
        />
      ) : (
        <EmptyState
          icon={<AcademyIcon />}
          title={t("notConfiguredTitle")}
          text={t.rich("notConfiguredText", { code: (chunks) => <code className="rounded bg-ink-100 px-1 py-0.5 font-mono text-[0.8125rem] text-ink-800">{chunks}</code> })}
        />
      )}
    </>
  );
}
