import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui";
import { consoleHref } from "./tabs";
import { UnavailableDocumentIcon } from "@/lib/share/render/unavailable-icon";

/**
 * The document-link-disabled page (accounts spec §2, §8): what the operator sees for a document that
 * is binned or gone (the lookup answers 410). The same words as a disabled share link.
 */
export async function DocumentUnavailable() {
  const [t, ts] = await Promise.all([getTranslations("superAdmin.documentView"), getTranslations("shareView")]);
  return (
    <div className="flex min-h-[60dvh] items-center justify-center px-4 py-10">
      <div className="w-full max-w-[460px] rounded-2xl border border-ink-200 bg-surface p-8 text-center shadow-lg sm:p-10">
        <UnavailableDocumentIcon />
        <h1 className="text-lg font-semibold text-ink-950">{ts("notAvailable")}</h1>
        <div className="mt-6">
          <ButtonLink href={consoleHref("documents")} variant="secondary">
            {t("backToConsole")}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
