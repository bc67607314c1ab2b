"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button, Dialog } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";
import { TourIllustration, type TourArea } from "./tour-illustration";

const STEPS: { id: "welcome" | "navigation" | "canvas" | "panel" | "help"; area: TourArea }[] = [
  { id: "welcome", area: "none" },
  { id: "navigation", area: "nav" },
  { id: "canvas", area: "canvas" },
  { id: "panel", area: "panel" },
  { id: "help", area: "topbar" },
];

export interface FirstTimeTourProps {
  /** !user.signupPromoVideoShown: the tour is shown once per account. */
  show: boolean;
}

/**
 * A five-step tour of the editor for a user's first visit. Finishing or skipping (Escape too)
 * records it on the account (POST /api/account/signup-promo-shown), so it never comes back.
 */
export function FirstTimeTour({ show }: FirstTimeTourProps) {
  const t = useTranslations("editorTour");
  const [dismissed, setDismissed] = useState(false);
  const [index, setIndex] = useState(0);
  const step = STEPS[index];
  const last = index === STEPS.length - 1;

  function close() {
    setDismissed(true);
    // Not being recorded only means the tour shows again next time: nothing to tell the user.
    apiFetch("/api/account/signup-promo-shown", { method: "POST" }).catch(() => undefined);
  }

  return (
    <Dialog
      open={show && !dismissed}
      onClose={close}
      closeOnBackdropClick={false}
      title={t(`steps.${step.id}.title`)}
      description={t("progress", { current: index + 1, total: STEPS.length })}
      footer={
        <>
          <Button variant="ghost" className="mr-auto" onClick={close}>
            {t("skip")}
          </Button>
          {index > 0 && (
            <Button variant="secondary" onClick={() => setIndex(index - 1)}>
              {t("back")}
            </Button>
          )}
          <Button onClick={() => (last ? close() : setIndex(index + 1))}>{last ? t("finish") : t("next")}</Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <TourIllustration area={step.area} />
        <p aria-live="polite">{t(`steps.${step.id}.text`)}</p>
        <ol aria-hidden="true" className="flex justify-center gap-1.5">
          {STEPS.map((candidate, position) => (
            <li key={candidate.id} className={position === index ? "size-2 rounded-full bg-accent-600" : "size-2 rounded-full bg-ink-300"} />
          ))}
        </ol>
      </div>
    </Dialog>
  );
}
