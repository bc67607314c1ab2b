"use client";

import { Component, type ReactNode } from "react";
import type { BlockData, BlockRenderContext } from "./definition";
import type { StoredBlock } from "./parse";
import { UnknownBlockNote } from "./unknown-block";
import { BLOCK_VIEWS } from "./view-registry";

// The editor draws blocks with the same views as every other place (lib/blocks/render.tsx), but
// without the schemas: the rows it holds were read through them on the server (the page, every API
// answer), so the browser need not download zod for the first view. A row that was not (stored
// before a schema changed, and not read on the server) may break its view: the view is then drawn
// again from the row read through the schemas, which load for that.

interface ViewProps {
  row: StoredBlock;
  context: BlockRenderContext;
}

/** One block by its type's view, for a row already read through its type's schemas. */
export function BlockViewContent({ row, context }: ViewProps) {
  const View = BLOCK_VIEWS[row.segmentType];
  if (!View) return <UnknownBlockNote type={row.segmentType} context={context} />;
  return (
    <RereadOnError row={row} context={context}>
      <View block={row as BlockData} context={context} />
    </RereadOnError>
  );
}

interface RereadState {
  broken: boolean;
  /** The row read through its type's schemas, once they have loaded. */
  reread: BlockData | null;
}

class RereadOnError extends Component<ViewProps & { children: ReactNode }, RereadState> {
  state: RereadState = { broken: false, reread: null };

  static getDerivedStateFromError(): Partial<RereadState> {
    return { broken: true };
  }

  componentDidCatch() {
    const { row } = this.props;
    void import("./parse").then(({ readBlock }) => {
      if (this.props.row === row) this.setState({ reread: readBlock(row) });
    });
  }

  componentDidUpdate(previous: ViewProps) {
    // A new row (an edit, an answer of the server) is tried as it is again.
    if (previous.row !== this.props.row && this.state.broken) this.setState({ broken: false, reread: null });
  }

  render() {
    const { row, context, children } = this.props;
    const { broken, reread } = this.state;
    if (!broken) return children;
    const View = BLOCK_VIEWS[row.segmentType];
    if (!reread || !View) return null;
    return (
      <Quiet>
        <View block={reread} context={context} />
      </Quiet>
    );
  }
}

/** Shows nothing instead of a view that cannot be drawn even from the row read through its schemas. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
