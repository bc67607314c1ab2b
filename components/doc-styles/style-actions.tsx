"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, ConfirmDialog } from "@/components/ui";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { docStyleApi, docStyleEditorUrl, docStyleExportUrl } from "./doc-style-api";
import { ImportStyleDialog } from "./import-style-dialog";

export interface StyleActionsProps {
  styleId: string;
  teamId: string;
  styleName: string;
  isDefault: boolean;
  isAdmin: boolean;
  /** Sends a waiting edit first, so what is exported or copied is what the user sees. */
  flush: () => Promise<void>;
  onDefaultChange: (isDefault: boolean) => void;
}

type Busy = "export" | "copy" | "default" | "delete" | null;

/** Export for everyone; import, duplicate, set as default and delete for the workspace's admins. */
export function StyleActions({ styleId, teamId, styleName, isDefault, isAdmin, flush, onDefaultChange }: StyleActionsProps) {
  const t = useTranslations("docStyles.actions");
  const router = useRouter();
  const errorText = useErrorMessage();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<string | undefined>();

  async function run(kind: Exclude<Busy, null>, action: () => Promise<void>) {
    setBusy(kind);
    setError(null);
    try {
      await flush();
      await action();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setBusy("delete");
    setDeleteError(undefined);
    try {
      await flush();
      await docStyleApi.remove(styleId);
      router.push(`/workspace/${teamId}`);
      router.refresh();
    } catch (failure) {
      setDeleteError(errorText(failure));
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          loading={busy === "export"}
          onClick={() =>
            run("export", async () => {
              window.location.assign(docStyleExportUrl(styleId));
            })
          }
        >
          {t("export")}
        </Button>
        {isAdmin && (
          <>
            <Button size="sm" variant="secondary" onClick={() => setImportOpen(true)}>
              {t("import")}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={busy === "copy"}
              onClick={() =>
                run("copy", async () => {
                  const copy = await docStyleApi.copy(styleId, teamId);
                  router.push(docStyleEditorUrl(teamId, copy.id));
                })
              }
            >
              {t("duplicate")}
            </Button>
            {!isDefault && (
              <Button
                size="sm"
                variant="secondary"
                loading={busy === "default"}
                onClick={() =>
                  run("default", async () => {
                    await docStyleApi.setDefault(teamId, styleId);
                    onDefaultChange(true);
                    router.refresh();
                  })
                }
              >
                {t("setDefault")}
              </Button>
            )}
            <Button size="sm" variant="secondary" className="text-danger-700! hover:bg-danger-50!" onClick={() => setDeleteOpen(true)}>
              {t("delete")}
            </Button>
          </>
        )}
      </div>
      {error && (
        <p role="alert" className="text-[0.8125rem] font-medium text-danger-700">
          {error}
        </p>
      )}
      {isAdmin && (
        <>
          <ImportStyleDialog
            open={importOpen}
            teamId={teamId}
            onClose={() => setImportOpen(false)}
            onImported={(style) => {
              setImportOpen(false);
              router.push(docStyleEditorUrl(teamId, style.id));
            }}
          />
          <ConfirmDialog
            open={deleteOpen}
            title={t("deleteTitle")}
            text={isDefault ? t("deleteDefaultText", { name: styleName }) : t("deleteText", { name: styleName })}
            confirmLabel={t("deleteConfirm")}
            busy={busy === "delete"}
            error={deleteError}
            onConfirm={remove}
            onClose={() => {
              setDeleteOpen(false);
              setDeleteError(undefined);
            }}
          />
        </>
      )}
    </div>
  );
}
