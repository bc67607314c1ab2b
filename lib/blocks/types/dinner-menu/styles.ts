// The dinner menu's 10 styles (spec §9: "Dinner menu: 10 styles"). Each is a set of Tailwind class
// strings (written out in full so Tailwind finds them) over the system font stacks: no web fonts, so
// the share view and print load nothing extra. `tint` is the background colour that bgOpacity fades
// (0 = white paper, 1 = the full tint); `ornament` is a decorative glyph between the title and the
// courses, hidden from screen readers.

export const DINNER_MENU_STYLES = ["classic", "elegant", "rustic", "modern", "garden", "coastal", "vintage", "minimal", "festive", "botanical"] as const;
export type DinnerMenuStyle = (typeof DINNER_MENU_STYLES)[number];

export interface DinnerMenuLook {
  /** The card: border, padding, font family, text colour. */
  frame: string;
  title: string;
  courseTitle: string;
  courseContent: string;
  /** Decorative glyph(s) under the title and between courses ("" for none). */
  ornament: string;
  ornamentClass: string;
  tint: string;
}

export const DINNER_MENU_LOOKS: Record<DinnerMenuStyle, DinnerMenuLook> = {
  classic: {
    frame: "border-4 border-double border-stone-700 px-8 py-10 font-serif text-stone-900",
    title: "text-[1.9em] font-semibold uppercase tracking-[0.2em]",
    courseTitle: "text-[0.85em] font-semibold uppercase tracking-[0.25em]",
    courseContent: "text-[1em]",
    ornament: "❦",
    ornamentClass: "text-[1.3em] text-stone-600",
    tint: "#e7dfd2",
  },
  elegant: {
    frame: "border border-neutral-400 outline outline-1 outline-offset-[-10px] outline-neutral-300 px-10 py-12 font-serif text-neutral-900",
    title: "text-[2.1em] font-light italic tracking-wide",
    courseTitle: "text-[0.8em] font-normal uppercase tracking-[0.35em] text-neutral-600",
    courseContent: "text-[1em] italic",
    ornament: "— ✧ —",
    ornamentClass: "text-[1em] text-neutral-500",
    tint: "#efe9f2",
  },
  rustic: {
    frame: "border-2 border-dashed border-amber-900/60 rounded-md px-8 py-10 font-serif text-amber-950",
    title: "text-[1.9em] font-bold",
    courseTitle: "text-[1.1em] font-bold italic",
    courseContent: "text-[1em]",
    ornament: "✻ ✻ ✻",
    ornamentClass: "text-[0.9em] tracking-[0.5em] text-amber-800",
    tint: "#d9b98c",
  },
  modern: {
    frame: "border-t-8 border-b-2 border-zinc-900 px-8 py-10 font-sans text-zinc-900",
    title: "text-[2em] font-extrabold uppercase tracking-tight",
    courseTitle: "text-[0.8em] font-bold uppercase tracking-[0.3em] text-zinc-500",
    courseContent: "text-[1em] font-medium",
    ornament: "",
    ornamentClass: "",
    tint: "#dfe3e8",
  },
  garden: {
    frame: "border-2 border-emerald-700/50 rounded-3xl px-8 py-10 font-serif text-emerald-950",
    title: "text-[1.9em] font-semibold italic",
    courseTitle: "text-[1em] font-semibold uppercase tracking-[0.2em] text-emerald-800",
    courseContent: "text-[1em]",
    ornament: "❀ ❀ ❀",
    ornamentClass: "text-[1em] tracking-[0.4em] text-emerald-600",
    tint: "#cfe6d4",
  },
  coastal: {
    frame: "border-y-4 border-sky-800/70 px-8 py-10 font-sans text-sky-950",
    title: "text-[1.9em] font-light uppercase tracking-[0.3em]",
    courseTitle: "text-[0.9em] font-semibold uppercase tracking-[0.2em] text-sky-800",
    courseContent: "text-[1em] font-light",
    ornament: "〰",
    ornamentClass: "text-[1.4em] text-sky-600",
    tint: "#cde3ef",
  },
  vintage: {
    frame: "border-[6px] border-double border-orange-900/70 px-8 py-10 font-serif text-orange-950",
    title: "text-[2em] font-bold [font-variant:small-caps] tracking-wider",
    courseTitle: "text-[1em] font-semibold [font-variant:small-caps] tracking-widest",
    courseContent: "text-[0.95em] italic",
    ornament: "❧ ❧",
    ornamentClass: "text-[1.2em] text-orange-800",
    tint: "#ead7b7",
  },
  minimal: {
    frame: "px-6 py-8 font-sans text-neutral-800",
    title: "text-[1.6em] font-medium tracking-wide",
    courseTitle: "text-[0.75em] font-medium uppercase tracking-[0.3em] text-neutral-500",
    courseContent: "text-[1em]",
    ornament: "",
    ornamentClass: "",
    tint: "#ececec",
  },
  festive: {
    frame: "border-4 border-rose-800 rounded-xl ring-4 ring-amber-400/70 ring-offset-4 px-8 py-10 font-serif text-rose-950",
    title: "text-[2em] font-bold uppercase tracking-[0.15em]",
    courseTitle: "text-[1em] font-bold uppercase tracking-[0.2em] text-rose-800",
    courseContent: "text-[1em]",
    ornament: "★ ✦ ★",
    ornamentClass: "text-[1em] tracking-[0.4em] text-amber-600",
    tint: "#f3d6d6",
  },
  botanical: {
    frame: "border border-lime-900/40 rounded-t-[3rem] px-8 py-10 font-serif text-lime-950",
    title: "text-[1.9em] font-normal italic tracking-wide",
    courseTitle: "text-[0.85em] font-semibold uppercase tracking-[0.3em] text-lime-800",
    courseContent: "text-[1em] italic",
    ornament: "☙ ❦ ❧",
    ornamentClass: "text-[1.2em] text-lime-700",
    tint: "#dfe8c8",
  },
};

/** The card's background: white paper blended towards the style's tint by bgOpacity (0-1). */
export const menuBackground = (style: DinnerMenuStyle, opacity: number) =>
  `color-mix(in srgb, ${DINNER_MENU_LOOKS[style].tint} ${Math.round(Math.min(1, Math.max(0, opacity)) * 100)}%, white)`;
