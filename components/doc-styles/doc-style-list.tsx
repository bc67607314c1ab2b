"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Badge, Button, EmptyState } from "@/components/ui";
import { PlusIcon, SparkleIcon } from "@/components/ui/icons";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { docStyleApi, docStyleEditorUrl, type DocStyleItem } from "./doc-style-api";
import { ImportStyleDialog } from "./import-style-dialog";
import { StyleSwatches } from "./style-swatches";

export interface DocStyleListProps {
  teamId: string;
  styles: DocStyleItem[];
  isAdmin: boolean;
}

/** The workspace's doc styles, each opening its editor; admins add, import and pick the default. */
export function DocStyleList({ teamId, styles, isAdmin }: DocStyleListProps) {
  const t = useTranslations("docStyles.list");
  const tStyles = useTranslations("docStyles");
  const router = useRouter();
  const errorText = useErrorMessage();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [importOpen, setImportOpen] = useState(false);

  async function run(key: string, action: () => Promise<void>) {
    setBusy(key);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(null);
    }
  }

  const actions = isAdmin && (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="secondary" onClick={() => setImportOpen(true)}>
        {t("import")}
      </Button>
      <Button
        size="sm"
        leadingIcon={<PlusIcon />}
        loading={busy === "new"}
        onClick={() =>
          run("new", async () => {
            const style = await docStyleApi.add(teamId);
            router.push(docStyleEditorUrl(teamId, style.id));
          })
        }
      >
        {t("new")}
      </Button>
    </div>
  );

  return (
    <div>
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="workspace-styles-title" className="text-base font-semibold tracking-tight text-ink-900">
            {t("title")}
          </h2>
          <p className="mt-1 max-w-xl text-sm leading-6 text-ink-500">{isAdmin ? t("description") : t("memberDescription")}</p>
        </div>
        {actions}
      </div>
      {error && (
        <p role="alert" className="mb-3 text-[0.8125rem] font-medium text-danger-700">
          {error}
        </p>
      )}
      {styles.length === 0 ? (
        <EmptyState icon={<SparkleIcon />} titleAs="h3" title={t("emptyTitle")} text={isAdmin ? t("emptyText") : t("emptyMemberText")} />
      ) : (
        <ul className="divide-y divide-ink-100 overflow-hidden rounded-xl border border-ink-200" data-testid="doc-style-list">
          {styles.map((style) => (
            <li key={style.id} className="flex items-center gap-3 bg-surface px-4 py-3 transition-colors hover:bg-ink-50/70">
              <StyleSwatches style={style} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    href={docStyleEditorUrl(teamId, style.id)}
                    className="truncate rounded text-[0.9375rem] font-medium text-ink-900 hover:text-accent-700 hover:underline"
                  >
                    {style.name}
                  </Link>
                  {style.isDefault && <Badge tone="accent">{tStyles("defaultBadge")}</Badge>}
                </div>
                <p className="mt-0.5 truncate text-[0.8125rem] text-ink-500">
                  {t("fonts", { heading: style.fonts.h2.family, text: style.fonts.text.family })}
                </p>
              </div>
              {isAdmin && !style.isDefault && (
                <Button
                  size="sm"
                  variant="ghost"
                  loading={busy === style.id}
                  onClick={() =>
                    run(style.id, async () => {
                      await docStyleApi.setDefault(teamId, style.id);
                      router.refresh();
                    })
                  }
                >
                  {t("setDefault")}
                  <span className="sr-only">: {style.name}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {isAdmin && (
        <ImportStyleDialog
          open={importOpen}
          teamId={teamId}
          onClose={() => setImportOpen(false)}
          onImported={(style) => {
            setImportOpen(false);
            router.push(docStyleEditorUrl(teamId, style.id));
          }}
        />
      )}
    </div>
  );
}
