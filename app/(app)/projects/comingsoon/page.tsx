import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProjectsIcon } from "@/components/shell/icons";
import { ArrowRightIcon, Badge, ButtonLink } from "@/components/ui";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("comingSoon"))("title") };
}

// The placeholder the workspace spec lists at /projects/comingsoon.
export default async function ProjectsComingSoonPage() {
  const t = await getTranslations("comingSoon");
  return (
    <section className="relative mx-auto mt-4 max-w-2xl overflow-hidden rounded-3xl border border-ink-200 bg-surface px-6 py-14 text-center shadow-sm sm:px-12">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-40 bg-linear-to-b from-accent-50 to-transparent" />
      <div className="relative flex flex-col items-center">
        <span aria-hidden="true" className="grid size-14 place-items-center rounded-2xl bg-accent-600 text-white shadow-md">
          <ProjectsIcon className="size-7" />
        </span>
        <Badge tone="accent" className="mt-6">
          {t("badge")}
        </Badge>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">{t("title")}</h1>
        <p className="mt-3 max-w-md text-[0.9375rem] leading-7 text-ink-600">{t("text")}</p>
        <ButtonLink href="/documents" variant="secondary" className="mt-8">
          <ArrowRightIcon className="size-4 rotate-180" />
          {t("back")}
        </ButtonLink>
      </div>
    </section>
  );
}
