/**
 * Names that look like others. Role and user names are normalised (NFKC) and may not
 * hold invisible characters; a role or user name that reads like an existing one is refused.
 */
export const nameMessages = {
  invisible:
    'Names may not contain invisible characters (zero-width spaces or joiners, soft hyphens, byte order marks or direction controls).',
  roleLookAlike: (existing: string) =>
    `This role name looks the same as the existing role "${existing}". Choose a name that reads differently.`,
} as const;
