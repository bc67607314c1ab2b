import { Icon, type IconProps } from "@/components/ui/icons";

// The editor's row buttons (decorative: each button carries its own accessible name).

export const MoveUpIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </Icon>
);

export const MoveDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 5v14M6 13l6 6 6-6" />
  </Icon>
);

export const DescriptionIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 6h16M4 12h16M4 18h10" />
  </Icon>
);

/** Client choices of a row: a ticked box beside a range. */
export const ChoicesIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="7" height="7" rx="1.5" />
    <path d="m4.8 8.6 1.5 1.5 2.6-3M14 8.5h7M14 16h7M3 16h7" />
  </Icon>
);

/** A row's details, closed (turned a quarter while open). */
export const ChevronIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m9 6 6 6-6 6" />
  </Icon>
);
