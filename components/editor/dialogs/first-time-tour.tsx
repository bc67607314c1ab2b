"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
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
 * Set once the tour has opened in this browser tab. The page's `show` can be older than the account:
 * the router keeps visited pages and shows them again on Back, and a page opened at once after the
 * tour may have been rendered before its note arrived. Neither brings the tour back.
 */
let openedInThisTab = false;

/** Notes on the account that the tour was shown; a second note changes nothing. */
const recordShown = () =>
  // Not being recorded only means the tour may show once more: nothing to tell the user.
  apiFetch("/api/account/signup-promo-shown", { method: "POST" }).catch(() => undefined);

/**
 * A five-step tour of the editor for a user's first visit. It is recorded on the account
 * (POST /api/account/signup-promo-shown) as soon as it opens, so it never comes back however it
 * ends: finished, skipped, closed with Escape or its close button, or left by going elsewhere.
 */
export function FirstTimeTour({ show }: FirstTimeTourProps) {
  const t = useTranslations("editorTour");
  // Read when this editor starts: a tour already opened in this tab (by an earlier page) stays closed.
  const [seenBefore] = useState(() => openedInThisTab);
  const [dismissed, setDismissed] = useState(false);
  const [index, setIndex] = useState(0);
  const step = STEPS[index];
  const last = index === STEPS.length - 1;
  const visible = show && !seenBefore && !dismissed;

  useEffect(() => {
    if (!visible || openedInThisTab) return;
    openedInThisTab = true;
    void recordShown();
  }, [visible]);

  function close() {
    setDismissed(true);
    // Recorded when it opened; again here in case that note was lost on the way.
    void recordShown();
  }

  return (
    <Dialog
      open={visible}
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
