// Decides whether a live map works, from its tile layer's events: "ready" at the first tile that
// loads; "failed" when every tile of a view failed, when none loaded within a grace period after the
// first failure, or when nothing at all happened for longer still (requests hanging). It settles
// once: tiles failing later (panning while offline) do not take a working map away. Plain timers,
// no Leaflet, so the rule is tested without a browser.

/** After the first tile error, how long other tiles get to load before the map is given up. */
export const GIVE_UP_AFTER_ERROR_MS = 8_000;
/** Without any tile loaded by then, the map is given up whatever happened. */
export const GIVE_UP_SILENT_MS = 20_000;

export interface TileWatch {
  tileLoaded: () => void;
  tileFailed: () => void;
  /** Every tile of the current view has loaded or failed (Leaflet's "load"). */
  viewSettled: () => void;
  stop: () => void;
}

export function watchTiles({ onReady, onFail }: { onReady: () => void; onFail: () => void }): TileWatch {
  let loaded = 0;
  let settled = false;
  let afterError: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(silent);
    clearTimeout(afterError);
  };
  const settle = (outcome: () => void) => {
    if (settled) return;
    settled = true;
    stop();
    outcome();
  };
  const failIfNothingLoaded = () => loaded === 0 && settle(onFail);
  const silent = setTimeout(failIfNothingLoaded, GIVE_UP_SILENT_MS);
  return {
    tileLoaded: () => {
      loaded += 1;
      settle(onReady);
    },
    tileFailed: () => {
      if (!settled && afterError === undefined) afterError = setTimeout(failIfNothingLoaded, GIVE_UP_AFTER_ERROR_MS);
    },
    viewSettled: failIfNothingLoaded,
    stop,
  };
}
