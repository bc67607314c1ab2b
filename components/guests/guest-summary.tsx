import { getTranslations } from "next-intl/server";
import { AGE_KEYS, DIET_KEYS } from "@/lib/blocks/types/rsvp-form/choices";
import { RSVP_AGES, RSVP_DIETS } from "@/lib/blocks/types/rsvp-form/values";
import type { GuestCounts } from "@/lib/rsvp/guest-list";

// The guest list's summary cards: replies by answer, the people coming by age group and diet, and
// per event how many attend. Each card is a labelled list, so screen readers read "Vegan, 3".

const CARD = "flex flex-col gap-3 rounded-xl border border-ink-200 bg-white p-4 shadow-xs";

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className={CARD}>
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="m-0 text-3xl font-semibold tracking-tight text-ink-900 tabular-nums">{value}</dd>
    </div>
  );
}

function Breakdown({ id, title, rows, empty }: { id: string; title: string; rows: { label: string; value: string | number }[]; empty: string }) {
  return (
    <section aria-labelledby={id} className={CARD}>
      <h3 id={id} className="m-0 text-sm font-semibold text-ink-900">
        {title}
      </h3>
      {rows.length ? (
        <dl className="m-0 flex flex-col gap-1.5">
          {rows.map((row) => (
            <div key={row.label} className="flex items-baseline justify-between gap-3 text-sm">
              <dt className="text-ink-700">{row.label}</dt>
              <dd className="m-0 font-medium text-ink-900 tabular-nums">{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="m-0 text-sm text-ink-500">{empty}</p>
      )}
    </section>
  );
}

export async function GuestSummary({ counts }: { counts: GuestCounts }) {
  const [t, tb] = await Promise.all([getTranslations("guests"), getTranslations("blocks.rsvp-form")]);
  const ages = RSVP_AGES.filter((age) => counts.byAge[age] > 0).map((age) => ({ label: tb(`ages.${AGE_KEYS[age]}`), value: counts.byAge[age] }));
  const diets = RSVP_DIETS.filter((diet) => counts.byDiet[diet] > 0).map((diet) => ({ label: tb(`diets.${DIET_KEYS[diet]}`), value: counts.byDiet[diet] }));
  const events = counts.events.map((event) => ({
    label: event.title || t("untitledEvent", { number: event.number }),
    value: `${t("summary.attending")}: ${event.attending} · ${t("summary.notAttending")}: ${event.notAttending}`,
  }));
  return (
    <section aria-labelledby="guest-summary" className="flex flex-col gap-4">
      <h2 id="guest-summary" className="m-0 text-lg font-semibold text-ink-900">
        {t("summary.heading")}
      </h2>
      <dl className="m-0 grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure label={t("summary.replies")} value={counts.replies} />
        <Figure label={t("summary.joining")} value={counts.joining} />
        <Figure label={t("summary.notJoining")} value={counts.notJoining} />
        <Figure label={t("summary.people")} value={counts.people} />
      </dl>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
        <Breakdown id="guest-by-age" title={t("summary.byAge")} rows={ages} empty={t("summary.nothing")} />
        <Breakdown id="guest-by-diet" title={t("summary.byDiet")} rows={diets} empty={t("summary.nothing")} />
        <Breakdown id="guest-by-event" title={t("summary.byEvent")} rows={events} empty={t("summary.nothing")} />
      </div>
    </section>
  );
}
