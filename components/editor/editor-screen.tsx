"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { DocumentCssScope } from "@/components/documents/document-css";
import { StyleFontLinks } from "@/components/documents/style-fonts";
import { useDocumentStyle } from "@/components/documents/use-document-style";
import { ShareProvider } from "@/components/sharing/share-context";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { cx } from "@/components/ui";
import { onDemand } from "@/lib/blocks/on-demand";
import { preloadRichTextEditor } from "@/lib/blocks/rich-text";
import { useBlockNames } from "@/lib/blocks/use-block-names";
import { canAddBlocks, canDeleteBlocks, canEditBlock } from "@/lib/documents/team-template-rules";
import type { DocumentView } from "@/lib/documents/view";
import type { BlockMove, CanvasShared } from "./canvas/canvas-context";
import { PageCanvas } from "./canvas/page-canvas";
import { useBlockFocus } from "./canvas/use-block-focus";
import type { EditingBlockedReason } from "./dialogs/editing-blocked-dialog";
import { EditorFailures } from "./editor-failures";
import { EditorToolbar } from "./editor-toolbar";
import { useEditorShortcuts } from "./hooks/use-editor-shortcuts";
import { useSmallPortrait } from "./hooks/use-small-portrait";
import { useZoom } from "./hooks/use-zoom";
import { blockExcerpt } from "./nav/block-excerpt";
import { NavTree } from "./nav/nav-tree";
import { RightPanel, type EditorDialogName } from "./panel/right-panel";
import type { PickerChoice } from "./picker/block-picker";
import { PresentationFrame } from "./presentation/presentation-frame";
import { usePresentation } from "./presentation/use-presentation";
import { moveTarget } from "./state/tree-moves";
import { HistoryBlockedError, useEditorBlocks, type StructuralFailure } from "./state/use-editor-blocks";
import { useFitWidth } from "./use-fit-width";
import { useLeaveGuard } from "./use-leave-guard";
import type { CurrencyCode } from "@/lib/pricing/types";
import { useRenderContext } from "./use-render-context";
import { useWideScreen } from "./use-wide-screen";
import { pageScale } from "@/lib/editor/zoom";
import { PanelSlot } from "./panel-slot";
import { useRightPanel } from "./use-right-panel";

// The dialogs load the first time they open: the first view of a document needs none of them.
const isOpen = (props: { open: boolean }) => props.open;
const BlockPicker = onDemand(() => import("./picker/block-picker").then((module) => module.BlockPicker), { when: isOpen, memo: true });
const NumberingDialog = onDemand(() => import("./dialogs/numbering-dialog").then((module) => module.NumberingDialog), { when: isOpen, memo: true });
const CustomCssDialog = onDemand(() => import("./dialogs/custom-css-dialog").then((module) => module.CustomCssDialog), { when: isOpen, memo: true });
const LearningCenterDialog = onDemand(() => import("./dialogs/learning-center-dialog").then((module) => module.LearningCenterDialog), { when: isOpen, memo: true });
const SaveTemplateDialog = onDemand(() => import("./save-template-dialog").then((module) => module.SaveTemplateDialog), { when: isOpen, memo: true });
const EditingBlockedDialog = onDemand(() => import("./dialogs/editing-blocked-dialog").then((module) => module.EditingBlockedDialog), {
  when: (props) => props.reason !== null,
  memo: true,
});
const FirstTimeTour = onDemand(() => import("./dialogs/first-time-tour").then((module) => module.FirstTimeTour), { when: (props) => props.show, memo: true });

export interface EditorScreenProps {
  doc: DocumentView;
  teamLogoId: string | null;
  /** does-plan-allow-edit, asked by the page on the server. */
  planAllowsEditing: boolean;
  /** Where the payment dialogs send the planner: the payment page with the plan selection open. */
  choosePlanHref: string;
  /** The guided tour runs once per user (signupPromoVideoShown). */
  showTour: boolean;
  /** Above the editor: the document's title and actions. */
  header: ReactNode;
  /** The user's modules (the pricing table's catalog needs "catalog"). */
  modules: readonly string[];
  /** The workspace's canShareByEmail; when absent the share dialog asks the workspace itself. */
  canShareByEmail?: boolean;
  /** The planner keeps the right panel collapsed (kept on the account, so the first paint is right). */
  panelCollapsed?: boolean;
}

/** The right panel's element, named by its toggle (one editor per page). */
const PANEL_ID = "editor-panel";

/**
 * The editor (workspace spec §2, /document/{id}): navigation tree, the page with its blocks, the
 * right panel, presentation. Edits save by themselves (components/editor/state); leaving with
 * anything unsaved asks first. Read-only documents, small portrait screens and a plan that does not
 * allow editing show the same screen with every editing control off.
 */
export function EditorScreen({ doc: initialDoc, teamLogoId, planAllowsEditing, choosePlanHref, showTour, header, modules, canShareByEmail, panelCollapsed = false }: EditorScreenProps) {
  const t = useTranslations("editor");
  const { name: typeName } = useBlockNames();
  const [doc, setDocState] = useState(initialDoc);
  const setDoc = useCallback((patch: Partial<DocumentView>) => setDocState((current) => ({ ...current, ...patch })), []);
  const [failure, setFailure] = useState<StructuralFailure | null>(null);
  const isTeamTemplate = doc.templateType === "TEAM_TEMPLATE";
  const blocks = useEditorBlocks({ documentId: doc.id, segments: doc.segments, isTeamTemplate, onFailure: setFailure });
  useLeaveGuard(blocks.busy);

  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The outline starts open where there is room for it; alt+n and the toolbar button decide after that.
  const wide = useWideScreen();
  const [navChoice, setNavOpen] = useState<boolean | null>(null);
  const navOpen = navChoice ?? wide;
  const zoom = useZoom();
  const panel = useRightPanel(panelCollapsed);
  const panelToggleRef = useRef<HTMLButtonElement>(null);
  const [pickerTarget, setPickerTarget] = useState<{ parent: string | null; index?: number } | null>(null);
  const [deleteId, setDeleteId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<EditorDialogName | null>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  // Marks the editor as hydrated (data-editor-ready): tests and tools wait for it before typing.
  const readyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    readyRef.current?.setAttribute("data-editor-ready", "true");
    preloadRichTextEditor(); // the paragraph editor is then ready by the first click
  }, []);
  const presentationRef = useRef<HTMLDivElement>(null);
  const presentation = usePresentation(presentationRef);
  const fit = useFitWidth(canvasRef);

  // Editing is blocked on small portrait screens and when the plan does not allow it; say why once.
  const smallPortrait = useSmallPortrait();
  const blockedReason: EditingBlockedReason | null = doc.readOnly ? null : !planAllowsEditing ? "plan" : smallPortrait ? "small-portrait" : null;
  const [blockedDismissed, setBlockedDismissed] = useState<EditingBlockedReason | null>(null);
  // Undo and redo replace the blocks with the server's: nothing is edited while one runs.
  const [historyBusy, setHistoryBusy] = useState(false);
  const editing = !doc.readOnly && !doc.deleted && blockedReason === null && !presentation.active && !historyBusy;

  useEditorShortcuts({
    onToggleNav: () => setNavOpen(!navOpen),
    onTogglePresentation: presentation.toggle,
    onOpenHelp: () => setDialog("learningCenter"),
    documentId: doc.id,
  });

  const rules = useMemo(
    () => ({ templateType: doc.templateType, allowAddNewBlocks: doc.teamTemplateInfo.allowAddNewBlocks, allowDeleteBlocks: doc.teamTemplateInfo.allowDeleteBlocks }),
    [doc.templateType, doc.teamTemplateInfo.allowAddNewBlocks, doc.teamTemplateInfo.allowDeleteBlocks],
  );
  const instagram = doc.team.socialMedia.instagram;
  const { name: teamName, defaultCurrency, numberFormat } = doc.team;
  const team = useMemo(
    () => ({ name: teamName, logoId: teamLogoId, instagram, defaultCurrency: defaultCurrency as CurrencyCode, numberFormat }),
    [teamName, teamLogoId, instagram, defaultCurrency, numberFormat],
  );
  const render = useRenderContext(blocks.blocks, doc.numberingStyle, team, editing ? "editor" : "view");
  const docStyle = useDocumentStyle(doc.id, doc.styleData);
  const editorContext = useMemo(
    () => ({ ...render, teamId: doc.team._id, documentId: doc.id, documentTitle: doc.title, modules }),
    [render, doc.team._id, doc.id, doc.title, modules],
  );

  const { move: moveBlock, clone: cloneBlock, edit, resolveConflict, getBlocks } = blocks;

  const select = useCallback((id: string | null) => {
    setSelectedId(id);
    if (id) requestAnimationFrame(() => canvasRef.current?.querySelector(`[data-block-id="${id}"]`)?.scrollIntoView({ block: "nearest", behavior: "smooth" }));
  }, []);

  const focusBlock = useBlockFocus(canvasRef);
  const shared: CanvasShared = useMemo(
    () => ({
      render,
      editorContext,
      readOnly: !editing,
      isTeamTemplate,
      canAdd: editing && canAddBlocks(rules),
      canDelete: editing && canDeleteBlocks(rules),
      canEdit: (block) => canEditBlock(rules, block),
      select,
      edit,
      move: (id: string, direction: BlockMove, focus?: "field" | "frame") => {
        const target = moveTarget(Object.values(getBlocks()), id, direction);
        if (!target) return;
        void moveBlock(id, target.parent, target.index);
        focusBlock(id, direction, focus);
      },
      canMove: (id: string, direction: BlockMove) => moveTarget(Object.values(getBlocks()), id, direction) !== null,
      clone: (id: string) =>
        void cloneBlock(id).then((newId) => {
          if (!newId) return;
          select(newId);
          focusBlock(newId, "duplicated");
        }),
      requestDelete: setDeleteId,
      requestSaveTemplate: setTemplateId,
      requestInsert: setPickerTarget,
      resolveConflict,
    }),
    [render, editorContext, editing, isTeamTemplate, rules, select, edit, moveBlock, cloneBlock, resolveConflict, getBlocks, focusBlock],
  );

  // Stable callbacks: the panel, the picker and the dialogs are memoized and skip the re-render a keystroke causes.
  const closeDialog = useCallback(() => setDialog(null), []);
  const closePicker = useCallback(() => setPickerTarget(null), []);
  const pickerTargetRef = useRef(pickerTarget);
  useEffect(() => {
    pickerTargetRef.current = pickerTarget;
  }, [pickerTarget]);
  const { add: addBlock, insertTemplate } = blocks;
  const pick = useCallback(
    async (choice: PickerChoice) => {
      const target = pickerTargetRef.current ?? { parent: null };
      setPickerTarget(null);
      const id = choice.kind === "block" ? await addBlock(choice.segmentType, target.parent, target.index) : await insertTemplate(choice.templateId, target.parent, target.index);
      if (!id) return;
      select(id);
      focusBlock(id, "added");
    },
    [addBlock, insertTemplate, select, focusBlock],
  );
  const onPick = useCallback((choice: PickerChoice) => void pick(choice), [pick]);

  const confirmDelete = async () => {
    if (!deleteId) return;
    setDeleting(true);
    const done = await blocks.remove(deleteId);
    setDeleting(false);
    setDeleteId(null);
    if (done && selectedId === deleteId) setSelectedId(null);
  };

  // After undo or redo the server's document replaces the editor's; the panel remounts to show it.
  const [panelKey, setPanelKey] = useState(0);
  const historyStep = async (direction: "undo" | "redo") => {
    // A block in conflict or a save that has not landed holds edits an undo would throw away.
    if (blocks.conflicts.length > 0 || blocks.saving.failures.length > 0) {
      setFailure({ operation: direction, error: new HistoryBlockedError() });
      return;
    }
    setHistoryBusy(true);
    const answer = await blocks.historyStep(direction);
    setHistoryBusy(false);
    if (!answer) return;
    setDocState(answer.doc as unknown as DocumentView);
    setPanelKey((key) => key + 1);
  };

  const fixedBlockIds = useMemo(() => new Set(Object.values(blocks.blocks).filter((block) => block.isFixedBlock).map((block) => block.id)), [blocks.blocks]);
  const templateBlock = templateId ? blocks.blocks[templateId] : null;

  const screen = (
    // Wide screens keep the toolbar in view above the page: whatever scrolls into view (a selected or
    // focused block) stops below it, not under it.
    <div ref={readyRef} className="flex min-h-0 flex-col lg:[html:has(&)]:scroll-pt-24">
      {header}
      {/* The page, the outline and the panel take the whole width: the outline only when asked for
          or when there is room (useWideScreen), the panel beside the page from 1260 px (PanelSlot). */}
      <div
        className={cx(
          "grid min-h-0 border-t border-ink-200",
          navOpen && (panel.collapsed ? "lg:grid-cols-[14rem_minmax(0,1fr)]" : "lg:grid-cols-[14rem_minmax(0,1fr)] min-[1260px]:grid-cols-[14rem_minmax(0,1fr)_19rem]"),
          !navOpen && !panel.collapsed && "min-[1260px]:grid-cols-[minmax(0,1fr)_19rem]",
        )}
      >
        {navOpen && (
          <nav aria-label={t("nav.label")} className="hidden overflow-y-auto border-r border-ink-200 bg-white lg:sticky lg:top-0 lg:block lg:h-dvh">
            <NavTree
              blocks={blocks.blocks}
              selectedId={selectedId}
              onSelect={select}
              onMove={editing ? (id, target) => void moveBlock(id, target.parent, target.index) : null}
              numbering={render.numbering}
            />
          </nav>
        )}
        <div className="flex min-w-0 flex-col">
          <EditorToolbar
            navOpen={navOpen}
            onToggleNav={() => setNavOpen(!navOpen)}
            zoom={zoom}
            fit={fit}
            panelOpen={panel.open}
            panelId={PANEL_ID}
            onTogglePanel={panel.toggle}
            panelToggleRef={panelToggleRef}
            canAdd={shared.canAdd}
            onAdd={() => setPickerTarget({ parent: null })}
            onHelp={() => setDialog("learningCenter")}
            onHistory={editing ? (direction) => void historyStep(direction) : null}
            saving={blocks.saving}
            conflicts={blocks.conflicts.length}
          />
          <div ref={canvasRef} className="min-w-0 flex-1 bg-ink-100/60">
            <PresentationFrame ref={presentationRef} presenting={presentation.active} onExit={presentation.stop} className="overflow-x-auto px-2 py-6">
              <StyleFontLinks hrefs={docStyle.fontHrefs} />
              <DocumentCssScope documentId={doc.id} css={doc.customCss} styleCss={docStyle.styleCss}>
                <PageCanvas
                  blocks={blocks.blocks}
                  selectedId={presentation.active ? null : selectedId}
                  shared={shared}
                  paperSize={doc.paperSize}
                  margins={doc.design.page.margins}
                  zoom={presentation.active ? 1 : pageScale(fit, zoom.zoom)}
                  presenting={presentation.active}
                  header={doc.header}
                  footer={doc.footer}
                  onAddCover={
                    editing
                      ? () =>
                          void blocks.createFixed("cover", "cover").then((id) => {
                            if (!id) return;
                            select(id);
                            focusBlock(id, "added");
                          })
                      : null
                  }
                />
              </DocumentCssScope>
            </PresentationFrame>
          </div>
        </div>
        <PanelSlot id={PANEL_ID} panel={panel} toggleRef={panelToggleRef}>
          <RightPanel
            key={panelKey}
            doc={doc}
            onDocumentChange={setDoc}
            readOnly={!editing}
            queue={blocks.queue}
            saving={blocks.saving}
            conflictCount={blocks.conflicts.length}
            onRetry={blocks.retryFailed}
            onStartPresentation={presentation.start}
            onOpenDialog={setDialog}
            className="min-h-0 flex-1"
          />
        </PanelSlot>
      </div>

      <BlockPicker open={pickerTarget !== null} teamId={doc.team._id} onClose={closePicker} onPick={onPick} />
      <ConfirmDialog
        open={deleteId !== null}
        title={t("deleteBlock.title")}
        text={t("deleteBlock.text")}
        confirmLabel={t("deleteBlock.confirm")}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleteId(null)}
      />
      {templateBlock && (
        <SaveTemplateDialog
          open
          defaultTitle={blockExcerpt(templateBlock.content, 40) || typeName(templateBlock.segmentType)}
          onClose={() => setTemplateId(null)}
          onSave={async (title) => (await blocks.saveAsTemplate(templateBlock.id, title)) !== null}
        />
      )}
      <NumberingDialog open={dialog === "numbering"} onClose={closeDialog} doc={doc} onDocumentChange={setDoc} readOnly={!editing} />
      <CustomCssDialog open={dialog === "customCss"} onClose={closeDialog} doc={doc} onDocumentChange={setDoc} readOnly={!editing} />
      <LearningCenterDialog open={dialog === "learningCenter"} onClose={closeDialog} />
      <EditingBlockedDialog reason={blockedReason !== blockedDismissed ? blockedReason : null} choosePlanHref={choosePlanHref} onClose={() => setBlockedDismissed(blockedReason)} />
      {!doc.readOnly && <FirstTimeTour show={showTour && blockedReason === null} />}
      <EditorFailures saveFailures={blocks.saving.failures} fixedBlockIds={fixedBlockIds} structural={failure} onDismiss={() => setFailure(null)} onRetry={blocks.retryFailed} />
    </div>
  );
  // Only the owner shares (workspace spec §6); the owner and workspace admins see the share history,
  // other members the panel's summary.
  if (!doc.isTheOwner && !doc.isTeamAdmin) return screen;
  return (
    <ShareProvider
      documentId={doc.id}
      documentTitle={doc.title}
      teamId={doc.team._id}
      senderName={`${doc.owner.firstname} ${doc.owner.lastname}`.trim()}
      canShareByEmail={canShareByEmail}
      choosePlanHref={choosePlanHref}
      canShare={doc.isTheOwner && !doc.deleted && doc.templateType !== "CONTENT_TEMPLATE"}
      canManage={doc.isTheOwner}
      requireAcceptance={doc.requireAcceptance}
    >
      {screen}
    </ShareProvider>
  );
}
