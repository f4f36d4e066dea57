import type { Profile } from '@/lib/content/types';
import { profileListSchema, profileRowSchema } from '@/lib/schemas/catalogues';
import { apiUrl } from '@/lib/urls';
import { listAndItem } from '../family';
import { envelope, type BuildContext } from '@/lib/core/context';

/** Public profile links for people and organisations. */
export function profileRow(ctx: BuildContext, profile: Profile) {
  return { ...profile, entity: profile.entity ?? null, api_url: apiUrl(ctx.config, `profiles/${profile.id}.json`) };
}

export const profileFamilies = listAndItem({
  records: (data) => data.content.profiles,
  keyOf: (profile) => profile.id,
  row: (_data, ctx, profile) => profileRow(ctx, profile),
  list: {
    pattern: 'profiles.json',
    title: 'Profiles',
    description: 'Public profile links for people and organisations.',
    returns: 'ProfileList',
    schema: profileListSchema,
    build: (_data, ctx, profiles) => ({ ...envelope(ctx), count: profiles.length, profiles }),
  },
  item: {
    pattern: 'profiles/{id}.json',
    title: 'Profile',
    description: 'One profile.',
    returns: 'Profile',
    schema: profileRowSchema,
    build: (_data, _ctx, _profile, row) => row,
  },
});
