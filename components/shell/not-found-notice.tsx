import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui";
import { SearchIcon } from "@/components/ui/icons";

/**
 * The "not found" page of the app (app/not-found.tsx and the route groups' own): for an address that
 * names something that is not there, or not open to this account (an unknown id, an operator's page).
 * Unknown paths never get here: they go to / (app/[...unknown]).
 */
export async function NotFoundNotice() {
  const t = await getTranslations("notFoundPage");
  return (
    <section aria-labelledby="not-found-title" data-not-found className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <div aria-hidden="true" className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-accent-50 text-accent-600 ring-1 ring-accent-100">
        <SearchIcon className="size-6" />
      </div>
      <h1 id="not-found-title" className="text-2xl font-semibold tracking-tight text-balance text-ink-900">
        {t("title")}
      </h1>
      <p className="mt-2 text-[0.9375rem] leading-6 text-ink-600">{t("text")}</p>
      <ButtonLink href="/" className="mt-6">
        {t("action")}
      </ButtonLink>
    </section>
  );
}
