// Reports to the share's events endpoint (POST /api/shared-document/{key}/{n}/events). A text/plain
// beacon: it survives the page being closed, needs no preflight, and the server reads it as JSON.

export function reporter(url: string | undefined, visitId: string | undefined) {
  return (name: string, durationMs?: number) => {
    if (!url || !visitId) return;
    const body = JSON.stringify(durationMs === undefined ? { name, visitId } : { name, visitId, durationMs: Math.round(durationMs) });
    try {
      if (navigator.sendBeacon && navigator.sendBeacon(url, new Blob([body], { type: "text/plain" }))) return;
    } catch {
      // Some browsers refuse beacons in some states: fall back to a keepalive request.
    }
    void fetch(url, { method: "POST", body, keepalive: true, credentials: "same-origin", headers: { "content-type": "text/plain" } }).catch(() => undefined);
  };
}
