import type { LinkPreview } from "../types";

// The card messengers draw for a pasted link (WhatsApp, iMessage, Slack, Outlook, LinkedIn, Teams):
// Open Graph tags, which nearly all of them read, and the Twitter card ones some prefer. Addresses are
// absolute (lib/share/link-preview.ts). The page stays noindex: a preview is not a search listing.

export function LinkPreviewTags({ preview }: { preview: LinkPreview }) {
  const { image } = preview;
  return (
    <>
      <meta name="description" content={preview.description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={preview.siteName} />
      <meta property="og:title" content={preview.title} />
      <meta property="og:description" content={preview.description} />
      <meta property="og:url" content={preview.url} />
      {image && (
        <>
          <meta property="og:image" content={image.url} />
          {image.url.startsWith("https:") && <meta property="og:image:secure_url" content={image.url} />}
          <meta property="og:image:type" content={image.type} />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
          <meta property="og:image:alt" content={image.alt} />
        </>
      )}
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={preview.title} />
      <meta name="twitter:description" content={preview.description} />
      {image && <meta name="twitter:image" content={image.url} />}
      {image && <meta name="twitter:image:alt" content={image.alt} />}
    </>
  );
}
