"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, useSyncExternalStore } from "react";
import { OfflineIcon, OnlineIcon } from "./icons";

const RESTORED_NOTICE_MS = 4000;

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

// The server cannot know; it renders "online" and the browser corrects it after hydration.
const isOnline = () => navigator.onLine;
const onlineOnServer = () => true;

/**
 * Tracks the connection (navigator.onLine and the online/offline events). While offline a warning
 * stays on screen; coming back shows a short confirmation. The live region is always in the page so
 * screen readers announce both changes, politely.
 */
export function ConnectionStatus() {
  const t = useTranslations("shell.offline");
  const online = useSyncExternalStore(subscribe, isOnline, onlineOnServer);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onOnline = () => {
      setRestored(true);
      clearTimeout(timer);
      timer = setTimeout(() => setRestored(false), RESTORED_NOTICE_MS);
    };
    const onOffline = () => {
      clearTimeout(timer);
      setRestored(false);
    };
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
    };
  }, []);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sticky top-14 z-20 lg:top-0">
      {!online ? (
        <div className="flex items-start gap-3 border-b border-warning-200 bg-warning-50 px-4 py-3 text-sm text-warning-800 sm:px-8">
          <OfflineIcon className="mt-0.5 size-5 shrink-0 text-warning-600" />
          <p className="min-w-0">
            <span className="font-semibold">{t("title")}</span> <span>{t("text")}</span>
          </p>
        </div>
      ) : restored ? (
        <div className="flex animate-fade-in items-center gap-3 border-b border-success-200 bg-success-50 px-4 py-2.5 text-sm text-success-800 sm:px-8">
          <OnlineIcon className="size-5 shrink-0 text-success-600" />
          <p>{t("restored")}</p>
        </div>
      ) : null}
    </div>
  );
}
