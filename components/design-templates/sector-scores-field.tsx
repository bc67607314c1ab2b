"use client";

import { useTranslations } from "next-intl";
import { Button, SelectField, TextField } from "@/components/ui";
import { PlusIcon } from "@/components/ui/icons";
import { SECTORS } from "@/lib/accounts/schemas";

// The sectors of a definition as rows of a sector and its score 0-100 ("Weddings-90" on the wire).

export interface SectorScore {
  sector: string;
  score: string;
}

export const sectorScoresFrom = (entries: string[]): SectorScore[] =>
  entries.map((entry) => {
    const at = entry.lastIndexOf("-");
    return { sector: entry.slice(0, at), score: entry.slice(at + 1) };
  });

export const sectorEntriesOf = (rows: SectorScore[]) => rows.map((row) => `${row.sector}-${row.score.trim()}`);

export function SectorScoresField({
  rows,
  onChange,
  error,
  rowErrors,
}: {
  rows: SectorScore[];
  onChange: (rows: SectorScore[]) => void;
  error?: string;
  rowErrors: Record<number, string>;
}) {
  const t = useTranslations("designTemplates.form");
  const tSector = useTranslations("designTemplates.sectors");
  const unused = SECTORS.filter((sector) => !rows.some((row) => row.sector === sector));
  const set = (index: number, patch: Partial<SectorScore>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink-800">{t("sectors")}</legend>
      <p className="text-sm text-ink-500">{t("sectorsHint")}</p>
      {rows.map((row, index) => (
        <div key={index} className="flex items-start gap-2">
          <SelectField
            label={t("sector", { n: index + 1 })}
            hideLabel
            containerClassName="flex-1"
            value={row.sector}
            onChange={(event) => set(index, { sector: event.target.value })}
            options={SECTORS.map((sector) => ({ value: sector, label: tSector(sector), disabled: sector !== row.sector && rows.some((other) => other.sector === sector) }))}
          />
          <TextField
            label={t("score", { n: index + 1 })}
            hideLabel
            containerClassName="w-24"
            inputMode="numeric"
            value={row.score}
            error={rowErrors[index]}
            onChange={(event) => set(index, { score: event.target.value })}
          />
          <Button variant="ghost" size="sm" className="mt-1" onClick={() => onChange(rows.filter((_, at) => at !== index))} aria-label={t("removeSector", { sector: tSector(row.sector as (typeof SECTORS)[number]) })}>
            {t("remove")}
          </Button>
        </div>
      ))}
      {error && <p className="text-sm text-danger-700">{error}</p>}
      {unused.length > 0 && (
        <div>
          <Button variant="secondary" size="sm" leadingIcon={<PlusIcon />} onClick={() => onChange([...rows, { sector: unused[0], score: "50" }])}>
            {t("addSector")}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
