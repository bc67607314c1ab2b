import { getTranslations } from "next-intl/server";
import type { ComponentType } from "react";
import { Badge, ButtonLink, buttonClasses } from "@/components/ui";
import { CheckIcon, type IconProps } from "@/components/ui/icons";
import { supportEmail } from "@/lib/plans/stripe-config";
import { AcademyIcon, CatalogIcon } from "./icons";

/** The modules that have pages of their own (team templates live in the documents index). */
export type GatedModule = "catalog" | "academy";

const ICONS: Record<GatedModule, ComponentType<IconProps>> = { catalog: CatalogIcon, academy: AcademyIcon };
const POINTS = ["point1", "point2", "point3"] as const;

/**
 * What a module's page shows to someone without the module (modulesEnabled, switched on per account
 * by an operator in the console): what the module does for them and how to get it, instead of a page
 * that seems not to exist. The page answers 200: the address is right, the account lacks the module.
 */
export async function ModuleGate({ module }: { module: GatedModule }) {
  const t = await getTranslations("moduleGate");
  const Icon = ICONS[module];
  const ask = `mailto:${supportEmail()}?subject=${encodeURIComponent(t(`modules.${module}.mailSubject`))}`;
  return (
    <section aria-labelledby="module-gate-title" data-module-gate={module} className="mx-auto flex max-w-2xl flex-col items-center py-4 text-center sm:py-8">
      <div aria-hidden="true" className="relative mb-6 flex size-24 items-center justify-center">
        <span className="absolute inset-0 rotate-6 rounded-3xl bg-accent-100" />
        <span className="absolute inset-2 -rotate-3 rounded-2xl bg-accent-50 ring-1 ring-accent-200" />
        <Icon className="relative size-10 text-accent-700" />
      </div>
      <Badge tone="neutral">{t("badge")}</Badge>
      <h1 id="module-gate-title" className="mt-4 text-2xl font-semibold tracking-tight text-balance text-ink-900 sm:text-[1.75rem] sm:leading-9">
        {t(`modules.${module}.title`)}
      </h1>
      <p className="mt-3 max-w-xl text-[0.9375rem] leading-7 text-ink-600">{t(`modules.${module}.text`)}</p>
      <ul className="mt-6 flex flex-col gap-2.5 text-left">
        {POINTS.map((point) => (
          <li key={point} className="flex items-start gap-3 text-[0.9375rem] leading-6 text-ink-800">
            <span aria-hidden="true" className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-success-100 text-success-700">
              <CheckIcon className="size-3.5" />
            </span>
            {t(`modules.${module}.${point}`)}
          </li>
        ))}
      </ul>
      <div className="mt-8 w-full rounded-2xl border border-ink-200 bg-surface p-6 text-left shadow-xs">
        <h2 className="text-base font-semibold tracking-tight text-ink-900">{t("howTitle")}</h2>
        <p className="mt-1.5 text-sm leading-6 text-ink-600">{t("howText")}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <a href={ask} className={buttonClasses()}>
            {t("ask")}
          </a>
          <ButtonLink href="/documents" variant="secondary">
            {t("back")}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
