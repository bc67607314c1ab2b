// Reports to the share's events endpoint (POST /api/shared-document/{key}/{n}/events). A text/plain
// beacon: it survives the page being closed, needs no preflight, and the server reads it as JSON.
// A page without the endpoint's address (a PIN share before its PIN: lib/share/page-base.ts) or
// without a visit reports nothing: the endpoint would refuse it.

export type Report = (name: string, fields?: Record<string, unknown>) => void;

export function reporter(url: string | undefined, visitId: string | undefined): Report {
  return (name, fields) => {
    if (!url || !visitId) return;
    const body = JSON.stringify({ name, visitId, ...fields });
    try {
      if (navigator.sendBeacon && navigator.sendBeacon(url, new Blob([body], { type: "text/plain" }))) return;
    } catch {
      // Some browsers refuse beacons in some states: fall back to a keepalive request.
    }
    void fetch(url, { method: "POST", body, keepalive: true, credentials: "same-origin", headers: { "content-type": "text/plain" } }).catch(() => undefined);
  };
}
