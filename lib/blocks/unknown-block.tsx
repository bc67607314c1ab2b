import type { BlockRenderContext } from "./definition";

/** A block of a type the registry does not know: the spec's message, wherever blocks are drawn. */
export function UnknownBlockNote({ type, context }: { type: string; context: BlockRenderContext }) {
  return (
    <p role="note" className="rounded-md border border-dashed border-warning-300 bg-warning-50 px-3 py-2 text-sm text-warning-800">
      {context.labels.unknownType(type)}
    </p>
  );
}
