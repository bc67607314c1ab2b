"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/client/api";
import type { NotificationView } from "@/lib/notifications/list";

// The bell's data: fetched on mount, again when the window regains focus (no websockets: a client
// opening a share is not urgent to the second) and when the list is opened. Focus events closer
// together than MIN_GAP_MS do not refetch.

const MIN_GAP_MS = 15_000;

export interface NotificationsState {
  items: NotificationView[];
  unread: number;
  failed: boolean;
  refresh: (force?: boolean) => void;
  markRead: (ids?: string[]) => void;
}

export function useNotifications(): NotificationsState {
  const [items, setItems] = useState<NotificationView[]>([]);
  const [unread, setUnread] = useState(0);
  const [failed, setFailed] = useState(false);
  const lastFetch = useRef(0);

  const refresh = useCallback((force = false) => {
    const now = Date.now();
    if (!force && now - lastFetch.current < MIN_GAP_MS) return;
    lastFetch.current = now;
    apiFetch<{ notifications: NotificationView[]; unread: number }>("/api/notifications").then(
      (answer) => {
        setItems(answer.notifications);
        setUnread(answer.unread);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);

  useEffect(() => {
    refresh(true);
    const onFocus = () => refresh();
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [refresh]);

  const markRead = useCallback((ids?: string[]) => {
    const readAt = new Date().toISOString();
    setItems((list) => list.map((item) => (!ids || ids.includes(item.id) ? { ...item, readAt: item.readAt ?? readAt } : item)));
    setUnread((count) => (ids ? Math.max(0, count - ids.length) : 0));
    // Optimistic: a failure only means the badge comes back at the next refresh.
    apiFetch("/api/notifications/read", { method: "POST", body: ids ? { ids } : {} }).catch(() => undefined);
  }, []);

  return { items, unread, failed, refresh, markRead };
}
