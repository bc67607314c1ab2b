"use client";

import { useTranslations } from "next-intl";
import { useMemo, useRef, useState } from "react";
import { styleBodyOf } from "@/components/doc-styles/style-form";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { STYLE_PRESET_IDS, STYLE_PRESETS, type StylePresetId } from "@/lib/doc-styles/presets";
import type { DocumentView } from "@/lib/documents/view";
import type { SaveQueue } from "@/lib/editor/save-queue";
import { docStyleApi } from "./doc-style-api";
import { checkedPreset, checkedWorkspaceStyle, currentStyleOf } from "./style/current-style";
import { CurrentStyleBar } from "./style/current-style-bar";
import { StyleCustomiser } from "./style/style-customiser";
import { StyleRadioGroup, type StyleOption } from "./style/style-radio-group";
import { WorkspaceStyleGrid } from "./style/workspace-style-grid";
import { googleFamiliesOf, useFontSheets } from "./style/use-font-sheets";
import { useCustomise } from "./style/use-customise";
import { useStyleChoice } from "./style/use-style-choice";
import { useWorkspaceStyles } from "./style/use-workspace-styles";
import { WorkspaceStyleNotice } from "./style/workspace-style-notice";

export interface DocStyleFieldProps {
  doc: DocumentView;
  readOnly: boolean;
  queue: SaveQueue;
  onDocumentChange: (patch: Partial<DocumentView>) => void;
}

const PRESET_FAMILIES = googleFamiliesOf(Object.values(STYLE_PRESETS));

/**
 * The document's style in one click: theme presets and the workspace's styles as live thumbnails,
 * and "Customise" for faces, colours and spacing drawn on the page as they change. The document
 * always keeps its own copy (accounts spec §4): a workspace style's, which can be updated when the
 * style changes, a preset's, or one customised here (document-own-style.ts on the server).
 */
export function DocStyleField({ doc, readOnly, queue, onDocumentChange }: DocStyleFieldProps) {
  const t = useTranslations("editorPanel.stylePresets");
  const errorText = useErrorMessage();
  const failedText = useTranslations("editorPanel.docStyle");
  const current = currentStyleOf(doc);
  const { busy, error, apply } = useStyleChoice(doc, queue, onDocumentChange);
  const workspace = useWorkspaceStyles(doc.team._id, !readOnly);
  const customise = useCustomise(doc, onDocumentChange, apply);
  const [announcement, setAnnouncement] = useState("");
  const gridRef = useRef<HTMLDivElement>(null);

  const presets = useMemo<StyleOption[]>(
    () => STYLE_PRESET_IDS.map((id) => ({ id, name: t(`themes.${id}.name`), description: t(`themes.${id}.description`), style: STYLE_PRESETS[id] })),
    [t],
  );
  const workspaceOptions = useMemo<StyleOption[]>(() => (workspace.styles ?? []).map((style) => ({ id: style.id, name: style.name, style })), [workspace.styles]);
  useFontSheets(gridRef, useMemo(() => [...new Set([...PRESET_FAMILIES, ...googleFamiliesOf(workspace.styles ?? [])])], [workspace.styles]));

  const announce = (name: string) => setAnnouncement(t("applied", { name }));

  async function choosePreset(id: string) {
    const presetId = id as StylePresetId;
    const name = t(`themes.${presetId}.name`);
    const preview = { styleData: { preset: presetId, ...STYLE_PRESETS[presetId], name }, style: null, styleUpToDate: null };
    if (await apply(() => docStyleApi.setPreset(doc.id, presetId), preview)) announce(name);
  }

  async function chooseWorkspaceStyle(id: string) {
    const style = workspace.styles?.find((item) => item.id === id);
    if (!style) return;
    const preview = { styleData: { id, ...styleBodyOf(style) }, style: { _id: id, name: style.name }, styleUpToDate: true };
    if (await apply(() => docStyleApi.set(doc.id, id), preview)) announce(style.name);
  }

  async function saveForDocument() {
    if (await customise.save((draft) => docStyleApi.setOwn(doc.id, draft))) setAnnouncement(t("customiser.savedDocument"));
  }

  async function saveAsWorkspaceStyle() {
    const name = customise.session?.draft.name ?? "";
    const saved = await customise.save(async (draft) => {
      const created = await docStyleApi.create(doc.team._id, draft);
      workspace.add(created);
      return docStyleApi.set(doc.id, created.id);
    });
    if (saved) setAnnouncement(t("customiser.savedWorkspace", { name }));
  }

  const failure = error ? failedText("failed", { reason: errorText(error) }) : null;
  const session = customise.session;

  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {session ? (
        <StyleCustomiser
          draft={session.draft}
          onChange={customise.change}
          problems={session.problems}
          saving={customise.saving}
          busy={busy}
          failure={Object.keys(session.problems).length ? t("customiser.invalid") : error ? t("customiser.failed", { reason: errorText(error) }) : null}
          onSaveForDocument={() => void saveForDocument()}
          onSaveAsWorkspaceStyle={doc.isTeamAdmin ? () => void saveAsWorkspaceStyle() : null}
          onCancel={customise.cancel}
        />
      ) : (
        <>
          <CurrentStyleBar current={current} onCustomise={readOnly ? null : () => customise.open(current.kind === "none" ? t("own") : current.name)}>
            {current.kind === "workspace" && (
              <WorkspaceStyleNotice
                teamId={doc.team._id}
                style={{ _id: current.styleId, name: current.name }}
                upToDate={doc.styleUpToDate}
                isTeamAdmin={doc.isTeamAdmin}
                busy={busy}
                onUpdate={readOnly ? null : () => void apply(() => docStyleApi.update(doc.id, current.styleId))}
              />
            )}
          </CurrentStyleBar>
          {failure && (
            <p role="alert" className="text-[0.8125rem] font-medium text-danger-700">
              {failure}
            </p>
          )}
          {!readOnly && (
            <div ref={gridRef} className="flex flex-col gap-5">
              <StyleRadioGroup label={t("presetsLabel")} options={presets} checkedId={checkedPreset(current)} onChoose={(id) => void choosePreset(id)} sampleHeading={t("sampleHeading")} />
              <WorkspaceStyleGrid
                label={t("workspaceLabel")}
                options={workspaceOptions}
                loading={!workspace.styles && !workspace.loadError}
                emptyText={t("noWorkspaceStyles")}
                loadError={workspace.loadError ? failedText("loadFailed", { reason: errorText(workspace.loadError) }) : null}
                checkedId={checkedWorkspaceStyle(current)}
                onChoose={(id) => void chooseWorkspaceStyle(id)}
                sampleHeading={t("sampleHeading")}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}
