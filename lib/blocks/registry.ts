import type { BlockModule } from "./definition";
import { headingBlock } from "./types/heading";

/** Erases a type's own content and metaData types: the registry holds modules of every type. */
const entry = <Content, Meta>(module: BlockModule<Content, Meta>) => module as unknown as BlockModule;

// Every block type the server accepts and renderers draw (server-safe: no client-only code).
// Adding a type: its folder under ./types, one line here and one in ./editor-registry.ts.
const MODULES: BlockModule[] = [
  entry(headingBlock),
];

export const BLOCKS: ReadonlyMap<string, BlockModule> = new Map(MODULES.map((module) => [module.definition.type, module]));

export const blockModule = (type: string): BlockModule | undefined => BLOCKS.get(type);

export const BLOCK_TYPES = [...BLOCKS.keys()];
