import type { BlockViewProps } from "../../definition";
import type { DinnerMenuContent, DinnerMenuMeta } from "./definition";
import { DINNER_MENU_LOOKS, menuBackground } from "./styles";

// The menu as a centred printed card in its style; the background is the style's tint at bgOpacity.
// Courses with neither title nor description are left out of the document; the editor preview keeps
// them as a faint hint so the author sees every slot. All text is plain (React escapes it).

export function DinnerMenuView({ block, context }: BlockViewProps<DinnerMenuContent, DinnerMenuMeta>) {
  const meta = block.metaData;
  const look = DINNER_MENU_LOOKS[meta.styleClass];
  const editor = context.mode === "editor";
  const title = meta.title.trim();
  const courses = meta.menuEntryList.filter((entry) => editor || entry.title.trim() || entry.content.trim());
  if (!title && !courses.length) return null;
  const ornament = look.ornament && (
    <p aria-hidden="true" className={`m-0 ${look.ornamentClass}`}>
      {look.ornament}
    </p>
  );
  return (
    <div className="flex justify-center">
      <section className={`flex w-full max-w-xl flex-col items-center gap-6 text-center break-inside-avoid ${look.frame}`} style={{ background: menuBackground(meta.styleClass, meta.bgOpacity) }}>
        {title && <h3 className={`m-0 leading-tight ${look.title}`}>{title}</h3>}
        {title && ornament}
        <ul className="m-0 flex w-full list-none flex-col items-center gap-5 p-0">
          {courses.map((entry, index) => {
            const courseTitle = entry.title.trim();
            const description = entry.content.trim();
            return (
              <li key={index} className="flex flex-col items-center gap-1.5">
                {index > 0 && look.ornament && (
                  <span aria-hidden="true" className={`mb-3 text-[0.7em] opacity-60 ${look.ornamentClass}`}>
                    {look.ornament.split(" ")[0]}
                  </span>
                )}
                {courseTitle && <p className={`m-0 ${look.courseTitle}`}>{courseTitle}</p>}
                {description && <p className={`m-0 leading-relaxed whitespace-pre-line ${look.courseContent}`}>{description}</p>}
                {!courseTitle && !description && <p className="m-0 text-[0.9em] text-ink-500 italic">{context.labels.placeholder}</p>}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
