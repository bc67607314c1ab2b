"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface KpiPoint {
  /** The bucket's start, already formatted for the reader (e.g. "12 Mar"). */
  label: string;
  value: number;
}

/**
 * One key figure as bars, newest on the right. The numbers are also in the table beside it, so the
 * chart is one image for assistive technology (no keyboard stops of its own).
 */
export function KpiChart({ points, name, description, color }: { points: KpiPoint[]; name: string; description: string; color: string }) {
  return (
    <div role="img" aria-label={description} className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="var(--color-ink-200)" />
          <XAxis dataKey="label" tickLine={false} axisLine={{ stroke: "var(--color-ink-300)" }} tick={{ fontSize: 11, fill: "var(--color-ink-600)" }} minTickGap={12} />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={{ fontSize: 11, fill: "var(--color-ink-600)" }} width={48} />
          <Tooltip
            cursor={{ fill: "var(--color-ink-100)" }}
            contentStyle={{ borderRadius: 8, borderColor: "var(--color-ink-200)", fontSize: 12 }}
            formatter={(value) => [value, name]}
          />
          <Bar dataKey="value" name={name} fill={color} radius={[3, 3, 0, 0]} maxBarSize={28} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
