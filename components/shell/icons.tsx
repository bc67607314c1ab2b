import { Icon, type IconProps } from "@/components/ui/icons";

export type ShellIconProps = IconProps;

/** The shell's icons are drawn with the ui icon base, a little larger and lighter than the ui set. */
const shell = ({ className = "size-5", ...props }: ShellIconProps): ShellIconProps => ({ className, strokeWidth: 1.6, ...props });

export const DocumentsIcon = (props: ShellIconProps) => (
  <Icon {...shell(props)}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </Icon>
);

export const MediaIcon = (props: ShellIconProps) => (
  <Icon {...shell(props)}>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" />
    <circle cx="9" cy="10" r="1.75" />
    <path d="M20.5 15.5l-4.6-4.6a1.5 1.5 0 0 0-2.1 0L5.5 19.2" />
  </Icon>
);

export const TemplatesIcon = (props: ShellIconProps) => (
  <Icon {...shell(props)}>
    <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
    <path d="M17 13.5v7M13.5 17h7" />
  </Icon>
);

export const ArchiveIcon = (props: ShellIconProps) => (
  <Icon {...shell(props)}>
    <rect x="3" y="4" width="18" height="4.5" rx="1.25" />
    <path d="M5 8.5V18a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8.5M10 12.5h4" />
  </Icon>
);

export const CatalogIcon = (props: ShellIconProps) => (
  <Icon {...shell(props)}>
    <path d="M3.5 12.1V5a1.5 1.5 0 0 1 1.5-1.5h7.1a1.5 1.5 0 0 1 1.06.44l7.4 7.4a1.5 1.5 0 0 1 0 2.12l-7.1 7.1a1.5 1.5 0 0 1-2.12 0l-7.4-7.4a1.5 1.5 0 0 1-.44-1.06z" />
    <circle cx="8.25" cy="8.25" r="1.25" />
  </Icon>
);

export const ContactsIcon = (props: ShellIconProps) => (
  <Icon {...shell(props)}>
    <rect x="4.5" y="3" width="15" height="18" rx="2.5" />
    <circle cx="12" cy="10" r="2.5" />
    <path d="M8 17c.7-1.8 2.2-2.75 4-2.75s3.3.95 4 2.75M2.5 8h2M2.5 12h2M2.5 16h2" />
  </Icon>
);

export const ProfileIcon = (props: ShellIconProps) => (
  <Icon {...shell(props)}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="10" r="3" />
    <path d="M6.2 18.4c1.2-2 3.3-3.15 5.8-3.15s4.6 1.15 5.8 3.15" />
  </Icon>
);

export const AcademyIcon = (props: ShellIconProps) => (
  <Icon {...shell(props)}>
    <path d="M2.5 9.5L12 5l9.5 4.5L12 14z" />
    <path d="M6.5 11.5v4.25c0 1.5 2.5 3.25 5.5 3.25s5.5-1.75 5.5-3.25V11.5M21.5 9.5v5" />
  </Icon>
);

export const ProjectsIcon = (props: ShellIconProps) => (
  <Icon {...shell(props)}>
    <rect x="3.5" y="4" width="17" height="16" rx="2.5" />
    <path d="M9 4v16M15 4v16M5.75 8h1M11.5 8h1M17.25 8h1M11.5 11.5h1" />
  </Icon>
);

export const TeamIcon = (props: ShellIconProps) => (
  <Icon {...shell(props)}>
    <circle cx="9" cy="8.5" r="3" />
    <path d="M3.5 19c.8-3 3-4.75 5.5-4.75S13.7 16 14.5 19" />
    <path d="M15.5 5.75a3 3 0 0 1 0 5.5M17.25 14.5c1.55.6 2.7 2.1 3.25 4.5" />
  </Icon>
);

export const SettingsIcon = (props: ShellIconProps) => (
  <Icon {...shell(props)}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06A1.65 1.65 0 0 0 4.68 15a1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06A1.65 1.65 0 0 0 9 4.68a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06A1.65 1.65 0 0 0 19.4 9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z" />
  </Icon>
);

export const WorkspaceIcon = (props: ShellIconProps) => (
  <Icon {...shell(props)}>
    <path d="M4.5 20.5v-14A1.5 1.5 0 0 1 6 5h7a1.5 1.5 0 0 1 1.5 1.5v14M14.5 10H18a1.5 1.5 0 0 1 1.5 1.5v9M2.5 20.5h19" />
    <path d="M8 9h3M8 12.5h3M8 16h3M17 14h.01M17 17h.01" />
  </Icon>
);

export const PlanIcon = (props: ShellIconProps) => (
  <Icon {...shell(props)}>
    <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
    <path d="M2.5 9.5h19M6 15h4" />
  </Icon>
);

export const MenuIcon = (props: ShellIconProps) => (
  <Icon {...shell(props)}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const GlobeIcon = (props: ShellIconProps) => (
  <Icon {...shell(props)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.75 5.6 3.75 9S14.5 18.4 12 21c-2.5-2.6-3.75-5.6-3.75-9S9.5 5.6 12 3z" />
  </Icon>
);

export const OfflineIcon = (props: ShellIconProps) => (
  <Icon {...shell(props)}>
    <path d="M2 8.8a15 15 0 0 1 4.2-2.6M10.3 5.1A15 15 0 0 1 22 8.8M5 12.6a10 10 0 0 1 3.3-2M15.6 10.9a10 10 0 0 1 3.4 1.7M8.5 16.1a5 5 0 0 1 6.3-.4M12 20h.01M3 3l18 18" />
  </Icon>
);

export const OnlineIcon = (props: ShellIconProps) => (
  <Icon {...shell(props)}>
    <path d="M2 8.8a15 15 0 0 1 20 0M5 12.6a10 10 0 0 1 14 0M8.5 16.1a5 5 0 0 1 7 0M12 20h.01" />
  </Icon>
);

export const OperatorIcon = (props: ShellIconProps) => (
  <Icon {...shell(props)}>
    <path d="M12 3l7.5 3v5.5c0 4.6-3.1 8.3-7.5 9.5-4.4-1.2-7.5-4.9-7.5-9.5V6z" />
    <path d="M9 12l2 2 4-4" />
  </Icon>
);

/** The icons nav items may name. Nav items hold a name, not a component, so they can cross to client components. */
export const NAV_ICONS = {
  documents: DocumentsIcon,
  media: MediaIcon,
  templates: TemplatesIcon,
  archive: ArchiveIcon,
  catalog: CatalogIcon,
  contacts: ContactsIcon,
  profile: ProfileIcon,
  academy: AcademyIcon,
  team: TeamIcon,
  settings: SettingsIcon,
  plan: PlanIcon,
  operator: OperatorIcon,
} as const;

export type NavIconName = keyof typeof NAV_ICONS;
