import { appUrl } from "@/lib/mail/config";
import { SHARE_OPENED } from "@/lib/notifications/kinds";
import { notifyShareOwner, sharePayload } from "@/lib/notifications/owner-notice";
import { shareOpenedMail } from "./first-open-email";

// The owner's notice when a share is opened for the first time: a notification in the app, and an
// e-mail unless the owner turned e-mail notifications off (lib/notifications/owner-notice.ts).
// Called once per share (recordShareEvent stamps firstOpenedAt atomically first). A failing e-mail
// provider must not break the visitor's page: the outbox records the failure, the notice stays.

export async function notifyShareOpened(snapshotId: string): Promise<void> {
  await notifyShareOwner(snapshotId, (share) => ({
    kind: SHARE_OPENED,
    payload: { ...sharePayload(share) },
    mail: (locale) =>
      shareOpenedMail(locale, {
        to: share.document.owner.email,
        firstname: share.document.owner.firstname,
        documentTitle: share.document.title,
        linkName: share.linkName,
        link: `${appUrl()}/document/${share.document.id}`,
      }),
  }));
}
