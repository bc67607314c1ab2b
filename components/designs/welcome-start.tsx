"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CreateDocumentDialog, type Start } from "@/components/documents/create-document-dialog";
import type { WorkspaceOption } from "@/components/documents/document-item";
import { ArrowRightIcon, cx, PlusIcon } from "@/components/ui";
import { designsPath } from "@/lib/design-templates/products";
import type { DesignOption } from "./design-api";
import { DesignThumb } from "./design-thumb";

// The welcome page's interactive part: the greeting's primary action and the best-matching designs,
// each opening the create-document dialog (start empty or from a design) on that choice.

export interface WelcomeStartProps {
  firstname: string;
  picks: DesignOption[];
  /** "Picked for Wedding planning" when the workspace has a sector. */
  picksHeading: string;
  workspaces: WorkspaceOption[];
  currentTeamId: string;
  designSectors: Record<string, string | null>;
}

const SHOWN = 6;

export function WelcomeStart({ firstname, picks, picksHeading, workspaces, currentTeamId, designSectors }: WelcomeStartProps) {
  const t = useTranslations("welcome");
  const tDesigns = useTranslations("designs");
  const [dialog, setDialog] = useState<{ start: Start; designId?: string } | null>(null);
  const canCreate = workspaces.length > 0;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-14 pb-16">
      <section className="relative isolate overflow-hidden rounded-3xl bg-accent-900 px-6 py-10 text-white shadow-lg sm:px-12 sm:py-14">
        <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-accent-700/60 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-32 left-1/3 -z-10 size-72 rounded-full bg-accent-500/30 blur-3xl" />
        <p className="text-sm font-medium tracking-wide text-accent-200 uppercase">{t("eyebrow")}</p>
        <h1 className="mt-3 max-w-2xl text-3xl font-semibold tracking-tight sm:text-4xl">{t("heading", { name: firstname })}</h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-accent-100">{t("intro")}</p>
        <div className="mt-8 flex flex-wrap items-center gap-3">
          {canCreate && (
            <button
              type="button"
              onClick={() => setDialog({ start: picks.length ? "design" : "blank" })}
              className="inline-flex h-12 items-center gap-2 rounded-full bg-white px-6 text-base font-semibold text-accent-900 shadow-sm transition-colors hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <PlusIcon className="size-5" />
              {t("create")}
            </button>
          )}
          <Link
            href="/documents"
            className="inline-flex h-12 items-center rounded-full px-5 text-base font-medium text-white ring-1 ring-white/40 transition-colors ring-inset hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t("goToDocuments")}
          </Link>
        </div>
      </section>

      <section aria-labelledby="welcome-picks" className="flex flex-col gap-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="welcome-picks" className="text-2xl font-semibold tracking-tight text-ink-900">
              {picksHeading}
            </h2>
            <p className="mt-1.5 max-w-2xl text-[0.9375rem] leading-6 text-ink-500">{picks.length ? t("picksText") : t("noPicks")}</p>
          </div>
          <Link href={designsPath("proposal")} className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-accent-700 hover:text-accent-800 sm:self-auto">
            {t("seeAll")}
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
        {picks.length > 0 && (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {picks.slice(0, SHOWN).map((design, index) => (
              <li key={design.id} className="flex">
                <button
                  type="button"
                  disabled={!canCreate}
                  onClick={() => setDialog({ start: "design", designId: design.id })}
                  className={cx(
                    "group flex w-full flex-col overflow-hidden rounded-2xl bg-surface text-left shadow-sm ring-1 ring-ink-200 transition-[box-shadow,transform] duration-200",
                    "hover:-translate-y-0.5 hover:shadow-lg hover:ring-ink-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600",
                  )}
                >
                  <DesignThumb src={design.thumb} alt={design.title} placeholderLabel={tDesigns("gallery.noThumbnail")} priority={index < 3} className="border-b border-ink-100" />
                  <span className="flex flex-col gap-1 px-5 py-4">
                    <span className="text-xs font-medium tracking-wide text-accent-700 uppercase">{tDesigns(`groups.${design.group}`)}</span>
                    <span className="text-base font-semibold text-ink-900 group-hover:text-accent-800">{design.title}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="welcome-steps" className="rounded-2xl border border-ink-200 bg-surface px-6 py-8 sm:px-10">
        <h2 id="welcome-steps" className="text-lg font-semibold text-ink-900">
          {t("startTitle")}
        </h2>
        <ol className="mt-5 grid gap-6 sm:grid-cols-3">
          {(["step1", "step2", "step3"] as const).map((step, index) => (
            <li key={step} className="flex gap-4">
              <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-50 text-sm font-semibold text-accent-700 ring-1 ring-accent-100">
                {index + 1}
              </span>
              <span className="pt-1 text-[0.9375rem] leading-6 text-ink-700">{t(step)}</span>
            </li>
          ))}
        </ol>
      </section>

      {canCreate && (
        <CreateDocumentDialog
          open={dialog !== null}
          onClose={() => setDialog(null)}
          workspaces={workspaces}
          defaultTeamId={currentTeamId}
          designs={picks}
          designSectors={designSectors}
          initialStart={dialog?.start}
          initialDesignId={dialog?.designId}
        />
      )}
    </div>
  );
}
