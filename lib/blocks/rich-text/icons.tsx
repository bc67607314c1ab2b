import { Icon, type IconProps } from "@/components/ui/icons";

// Toolbar glyphs of the rich-text editor, drawn on the shared 24px line-icon base (decorative: each
// button carries its own label).

export const BoldIcon = (props: IconProps) => (
  <Icon strokeWidth={2.25} {...props}>
    <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />
  </Icon>
);

export const ItalicIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 5h8M6 19h8M14.5 5l-5 14" />
  </Icon>
);

export const UnderlineIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 4v7a5 5 0 0 0 10 0V4M5 20h14" />
  </Icon>
);

export const StrikeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 12h16M16.5 7.5C15.8 5.9 14.2 5 12 5c-2.6 0-4.2 1.3-4.2 3 0 1.2.7 2.1 2.2 2.7M7.5 16.5c.7 1.6 2.3 2.5 4.5 2.5 2.6 0 4.2-1.3 4.2-3 0-.6-.2-1.1-.5-1.5" />
  </Icon>
);

export const LinkIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Icon>
);

export const BulletListIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" fill="currentColor" />
    <circle cx="4.5" cy="12" r="1" fill="currentColor" />
    <circle cx="4.5" cy="18" r="1" fill="currentColor" />
  </Icon>
);

export const OrderedListIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 6h10M10 12h10M10 18h10M4 4.5h1.5V9M4 9h3M4 14.2a1.5 1.5 0 0 1 3 .3c0 1-3 2-3 3.5h3" />
  </Icon>
);

const alignPath = { left: "M4 6h16M4 10h10M4 14h16M4 18h10", center: "M4 6h16M7 10h10M4 14h16M7 18h10", right: "M4 6h16M10 10h10M4 14h16M10 18h10" };

export const AlignIcon = ({ align, ...props }: IconProps & { align: keyof typeof alignPath }) => (
  <Icon {...props}>
    <path d={alignPath[align]} />
  </Icon>
);
