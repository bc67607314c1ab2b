"use client";

import { SelectField } from "@/components/ui";
import { fontFamilyList, GOOGLE_FONTS, SYSTEM_FONTS } from "@/lib/doc-styles/fonts";

export interface FontFamilySelectProps {
  label: string;
  value: string;
  onChange: (family: string) => void;
  disabled: boolean;
  groups: { system: string; google: string; other: string };
}

/** A curated family (system or Google), each option shown in its own face; a family outside the lists (an uploaded one) stays listed as it is. */
export function FontFamilySelect({ label, value, onChange, disabled, groups }: FontFamilySelectProps) {
  const curated = [...SYSTEM_FONTS, ...GOOGLE_FONTS].some((font) => font.family === value);
  return (
    <SelectField label={label} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} style={{ fontFamily: fontFamilyList(value) }}>
      {!curated && (
        <optgroup label={groups.other}>
          <option value={value}>{value}</option>
        </optgroup>
      )}
      <optgroup label={groups.google}>
        {GOOGLE_FONTS.map((font) => (
          <option key={font.family} value={font.family} style={{ fontFamily: fontFamilyList(font.family) }}>
            {font.family}
          </option>
        ))}
      </optgroup>
      <optgroup label={groups.system}>
        {SYSTEM_FONTS.map((font) => (
          <option key={font.family} value={font.family} style={{ fontFamily: fontFamilyList(font.family) }}>
            {font.family}
          </option>
        ))}
      </optgroup>
    </SelectField>
  );
}
