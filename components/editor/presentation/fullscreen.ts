// The Fullscreen API with Safari's older webkit names (iPadOS before 16.4). iPhones have no element
// full screen at all: callers fall back to covering the window.

type WebkitDocument = Document & { webkitFullscreenElement?: Element | null; webkitExitFullscreen?: () => Promise<void> | void };
type WebkitElement = HTMLElement & { webkitRequestFullscreen?: () => Promise<void> | void };

export function fullscreenElement(): Element | null {
  const doc = document as WebkitDocument;
  return doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null;
}

/** Resolves when the element is full screen; rejects when the browser cannot or will not. */
export async function enterFullscreen(element: HTMLElement): Promise<void> {
  const el = element as WebkitElement;
  if (typeof el.requestFullscreen === "function") return el.requestFullscreen();
  if (typeof el.webkitRequestFullscreen === "function") return el.webkitRequestFullscreen();
  throw new Error("Fullscreen is not supported");
}

export async function exitFullscreen(): Promise<void> {
  const doc = document as WebkitDocument;
  if (!fullscreenElement()) return;
  if (typeof doc.exitFullscreen === "function") return doc.exitFullscreen();
  if (typeof doc.webkitExitFullscreen === "function") return doc.webkitExitFullscreen();
}

export const FULLSCREEN_EVENTS = ["fullscreenchange", "webkitfullscreenchange"] as const;
