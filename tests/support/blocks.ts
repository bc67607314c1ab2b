import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { blockText } from "@/lib/blocks/block-text";
import type { BlockData, BlockEditorProps, BlockLabels, BlockModule, BlockRenderContext } from "@/lib/blocks/definition";
import en from "@/messages/en.json";

// What unit tests of block views and editors need: a render context, a block row, and the view's
// server markup. Every field has a recognisable stand-in so tests can find it in the HTML.

export type TestBlockContext = BlockEditorProps["context"];

export interface TestContextOptions {
  mediaUrl?: (id: string) => string;
  fileUrl?: (id: string) => string;
  team?: Partial<BlockRenderContext["team"]>;
  labels?: Partial<BlockLabels>;
  numbering?: ReadonlyMap<string, string>;
  modules?: readonly string[];
}

export function testBlockContext(mode: "editor" | "view", options: TestContextOptions = {}): TestBlockContext {
  return {
    mediaUrl: options.mediaUrl ?? ((id) => `https://media.test/files/${id}`),
    fileUrl: options.fileUrl ?? ((id) => `https://files.test/download/${id}`),
    team: { name: "Acme Events", logoId: null, instagram: null, defaultCurrency: "EUR", numberFormat: { decimalSeparator: ".", groupSeparator: "," }, ...options.team },
    numbering: options.numbering ?? new Map(),
    mode,
    labels: {
      unknownType: (type) => `unknown ${type}`,
      imageMissing: "NO-IMAGE-YET",
      placeholder: "PLACEHOLDER",
      logoMissing: "NO-LOGO-YET",
      imageAlt: "GENERIC-ALT",
      emptyHint: (type) => `EMPTY-${type}`,
      text: blockText("en", en),
      ...options.labels,
    },
    teamId: "team1",
    documentId: "doc1",
    documentTitle: "Lake Como wedding",
    modules: options.modules ?? [],
  };
}

/** A block row as renderers get it (content and metaData are taken as given: parse them first if needed). */
export function testBlock<C, M>(segmentType: string, content: C, metaData: M, extra: Partial<BlockData<C, M>> = {}): BlockData<C, M> {
  return { id: "b1", segmentType, content, metaData, imageList: [], miscFileList: [], positionName: null, ...extra };
}

/** The view's server-rendered HTML. */
export function renderBlockView<C, M>(module: BlockModule<C, M>, block: BlockData<C, M>, context: BlockRenderContext): string {
  return renderToStaticMarkup(createElement(module.View as ComponentType<{ block: BlockData<C, M>; context: BlockRenderContext }>, { block, context }));
}
