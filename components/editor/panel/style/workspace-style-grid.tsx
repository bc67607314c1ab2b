"use client";

import { StyleRadioGroup, type StyleOption } from "./style-radio-group";

export interface WorkspaceStyleGridProps {
  label: string;
  options: StyleOption[];
  loading: boolean;
  emptyText: string;
  loadError: string | null;
  checkedId: string | null;
  onChoose: (id: string) => void;
  sampleHeading: string;
}

/** The workspace's own styles as cards: placeholders while they load, a line when there are none. */
export function WorkspaceStyleGrid({ label, options, loading, emptyText, loadError, checkedId, onChoose, sampleHeading }: WorkspaceStyleGridProps) {
  if (loadError) return <p className="text-[0.8125rem] text-danger-700">{loadError}</p>;
  if (loading) {
    return (
      <div aria-hidden="true" className="grid grid-cols-2 gap-2.5">
        <span className="aspect-[4/3] animate-pulse rounded-lg bg-ink-100" />
        <span className="aspect-[4/3] animate-pulse rounded-lg bg-ink-100" />
      </div>
    );
  }
  if (!options.length) return <p className="text-[0.8125rem] text-ink-500">{emptyText}</p>;
  return <StyleRadioGroup label={label} options={options} checkedId={checkedId} onChoose={onChoose} sampleHeading={sampleHeading} />;
}
