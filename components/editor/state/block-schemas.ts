import { useEffect, useSyncExternalStore } from "react";
import type { WireSegment } from "./types";

// The block types' schemas (zod, every definition) are not part of the editor's first view: the
// page hands the editor blocks the server has read through them, and the views draw those as they
// are. They load once the browser is idle (or with the first block editor), and then read what else
// comes from the server (a copy of an old block, the blocks an undo brings back) the same way.

type Parse = typeof import("@/lib/blocks/parse");
type Registry = typeof import("@/lib/blocks/registry");

export interface BlockSchemas {
  readBlock: Parse["readBlock"];
  blockModule: Registry["blockModule"];
}

let loaded: BlockSchemas | null = null;
let loading: Promise<BlockSchemas> | null = null;
const listeners = new Set<() => void>();

export function loadBlockSchemas() {
  loading ??= Promise.all([import("@/lib/blocks/parse"), import("@/lib/blocks/registry")]).then(
    ([parse, registry]) => {
      loaded = { readBlock: parse.readBlock, blockModule: registry.blockModule };
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The schemas, when they have loaded. */
export const blockSchemas = () => loaded;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The schemas for a component that needs them while `wanted` (an open block editor): null until loaded. */
export function useBlockSchemas(wanted: boolean): BlockSchemas | null {
  const schemas = useSyncExternalStore(subscribe, blockSchemas, blockSchemas);
  useEffect(() => {
    if (wanted && !schemas) loadBlockSchemas().catch(() => undefined);
  }, [wanted, schemas]);
  return schemas;
}

/**
 * Blocks from the server, each read through its type's schema (defaults filled in, values clamped);
 * as they came when the schemas cannot load (offline): the change itself has happened on the server.
 */
export async function readSegments<Segment extends WireSegment>(segments: Segment[]): Promise<Segment[]> {
  const schemas = await loadBlockSchemas().catch(() => null);
  if (!schemas) return segments;
  const { readBlock } = schemas;
  return segments.map((segment) => {
    const { content, metaData } = readBlock(segment);
    return { ...segment, content, metaData };
  });
}
