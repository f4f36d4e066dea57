import { imageListSchema } from '@/lib/schemas/catalogues';
import { defineFamily } from '../family';
import { envelope } from '@/lib/core/context';

/** Logos and pictures used on the site, with licence and credit. */
export const imageFamilies = [
  defineFamily({
    pattern: 'images.json',
    title: 'Images',
    description: 'Logos and pictures used on the site, with licence and credit.',
    returns: 'ImageList',
    schema: imageListSchema,
    build: (data, ctx) => ({
      ...envelope(ctx),
      count: data.content.images.length,
      images: data.content.images.map((image) => ({ ...image, file_url: `${ctx.config.baseUrl}/${image.file}` })),
    }),
  }),
];
