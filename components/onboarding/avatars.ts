/**
 * The default pictures a member can choose during onboarding and in settings (public/avatars).
 * Each has a text alternative describing it, used as the radio option's name.
 */
interface AvatarChoice {
  src: string;
  alt: string;
}

const AVATARS: Array<[file: string, colour: string, initials: string]> = [
  ['alex', 'Blue', 'AM'],
  ['amara', 'Cyan', 'AO'],
  ['carlos', 'Rose', 'CM'],
  ['diego', 'Red', 'DA'],
  ['ethan', 'Sky blue', 'EC'],
  ['fatima', 'Orange', 'FZ'],
  ['hana', 'Teal', 'HN'],
  ['jonas', 'Green', 'JB'],
  ['liam', 'Indigo', 'LB'],
  ['mei', 'Amber', 'MT'],
  ['noah', 'Dark green', 'NK'],
  ['olga', 'Purple', 'OP'],
  ['priya', 'Violet', 'PR'],
  ['sofia', 'Magenta', 'SR'],
];

export const DEFAULT_AVATARS: AvatarChoice[] = AVATARS.map(([file, colour, initials]) => ({
  src: `/avatars/${file}.svg`,
  alt: `${colour} circle with the letters ${initials}`,
}));

/** The neutral silhouette shown when a member has no picture. */
export const NO_PICTURE: AvatarChoice = { src: '/avatars/default.svg', alt: 'Grey silhouette (no picture)' };
