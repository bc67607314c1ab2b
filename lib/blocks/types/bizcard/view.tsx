import type { ReactNode } from "react";
import type { BlockViewProps } from "../../definition";
import { imageAttributes } from "../../media-image";
import { sizesOf } from "../image/sizes";
import { instagramProfile } from "../instagram/handle";
import { HandleText } from "../instagram/handle-text";
import { telHref, websiteLabel } from "./contact";
import type { BizcardContent, BizcardMeta } from "./definition";
import { CardIcon, GlobeIcon, InstagramIcon, MailIcon, PhoneIcon } from "./icons";

// The business card (no hooks: server-rendered for the share view). Every value is plain text
// React escapes; links are built only from validated values (an e-mail, digits of a phone number,
// a handle, an http(s) address). Colours follow the document's text colour.

type BizcardViewProps = BlockViewProps<BizcardContent, BizcardMeta>;

function ContactLine({ href, icon, children, external }: { href: string; icon: ReactNode; children: ReactNode; external?: boolean }) {
  return (
    <li>
      <a
        href={href}
        {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        className="inline-flex max-w-full items-start gap-2 underline-offset-2 hover:underline"
      >
        <span className="flex h-[1lh] shrink-0 items-center">{icon}</span>
        {/* A long address wraps (at any character, e-mail addresses have no spaces) rather than being cut. */}
        <span className="min-w-0 [overflow-wrap:anywhere]">{children}</span>
      </a>
    </li>
  );
}

export function BizcardView({ block, context }: BizcardViewProps) {
  const emptyHint = context.labels.emptyHint(block.segmentType);
  const { show, contactData: contact } = block.metaData;
  const name = show.name ? contact.name.trim() : "";
  const title = show.title ? contact.title.trim() : "";
  const photoId = show.photo ? contact.photoId : null;
  const logoId = show.logo ? context.team.logoId : null;
  // The workspace logo takes the company name's place (its alt text names the workspace).
  const company = !logoId && show.company ? contact.company.trim() : "";
  const email = show.email ? contact.email : "";
  const phone = show.phone ? contact.phone.trim() : "";
  const tel = phone ? telHref(phone) : null;
  const instagram = show.instagram ? instagramProfile(contact.instagram) : null;
  const website = show.website ? contact.website : "";
  const hasContact = Boolean(email || phone || instagram || website);

  if (!name && !title && !photoId && !logoId && !company && !hasContact) {
    if (context.mode !== "editor") return null;
    return (
      <div role="note" className="grid min-h-24 place-items-center rounded-xl border-2 border-dashed border-ink-300 bg-ink-50 px-4 py-5 text-center text-sm text-ink-600">
        <span className="inline-flex items-center gap-2">
          <CardIcon />
          {emptyHint}
        </span>
      </div>
    );
  }

  return (
    <section className="@container">
      <div className="flex flex-col gap-5 rounded-2xl border border-current/15 p-5 shadow-sm @md:flex-row @md:items-center @md:p-6">
        {photoId && (
          // eslint-disable-next-line @next/next/no-img-element -- rendered to static HTML for the share view; URLs come from the context
          <img
            // A 96 px circle (size-24), cropped to cover it.
            {...imageAttributes(context, photoId, sizesOf([{ from: 0, px: 96, ratio: 1 }], context.mediaImage?.(photoId)))}
            alt={contact.name.trim() || context.labels.imageAlt}
            loading="lazy"
            decoding="async"
            className="size-24 shrink-0 rounded-full object-cover"
          />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          {(name || title || company || logoId) && (
            <div className="flex flex-col gap-0.5">
              {name && <p className="m-0 text-[1.35em] leading-tight font-semibold tracking-tight text-[var(--doc-heading,inherit)]">{name}</p>}
              {title && <p className="m-0 opacity-80">{title}</p>}
              {company && <p className="m-0 font-medium">{company}</p>}
              {logoId && (
                // eslint-disable-next-line @next/next/no-img-element -- rendered to static HTML for the share view; URLs come from the context
                <img {...imageAttributes(context, logoId, "160px")} alt={context.team.name} loading="lazy" decoding="async" className="mt-2 block h-auto max-h-12 w-auto max-w-40 object-contain object-left" />
              )}
            </div>
          )}
          {hasContact && (
            <ul className="m-0 flex list-none flex-col gap-1.5 border-t border-current/10 p-0 pt-3 text-[0.95em]">
              {email && (
                <ContactLine href={`mailto:${email}`} icon={<MailIcon />}>
                  {email}
                </ContactLine>
              )}
              {phone &&
                (tel ? (
                  <ContactLine href={tel} icon={<PhoneIcon />}>
                    {phone}
                  </ContactLine>
                ) : (
                  <li className="inline-flex items-center gap-2">
                    <PhoneIcon />
                    {phone}
                  </li>
                ))}
              {instagram && (
                <ContactLine href={instagram.url} icon={<InstagramIcon />} external>
                  <HandleText handle={instagram.handle} />
                </ContactLine>
              )}
              {website && (
                <ContactLine href={website} icon={<GlobeIcon />} external>
                  {websiteLabel(website)}
                </ContactLine>
              )}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
